#include "CWebPRuntime.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

// The part of libwebp's decode.h (BSD licence, libwebp 1.x) this file uses. libwebp keeps these layouts for every
// release of decoder ABI 2 (new fields take the padding), and WebPInitDecoderConfigInternal refuses a caller of
// another ABI major version, so a library that does not match is reported missing, never misread.
enum { DECODER_ABI_VERSION = 0x0209, MODE_RGBA = 1, STATUS_OK = 0 };

typedef struct {
    int width, height, has_alpha, has_animation, format;
    uint32_t pad[5];
} Features;

typedef struct {
    uint8_t *rgba;
    int stride;
    size_t size;
} RGBABuffer;

typedef struct {
    uint8_t *y, *u, *v, *a;
    int y_stride, u_stride, v_stride, a_stride;
    size_t y_size, u_size, v_size, a_size;
} YUVABuffer;

typedef struct {
    int colorspace;
    int width, height;
    int is_external_memory;
    union {
        RGBABuffer RGBA;
        YUVABuffer YUVA;
    } u;
    uint32_t pad[4];
    uint8_t *private_memory;
} DecBuffer;

typedef struct {
    int bypass_filtering, no_fancy_upsampling, use_cropping;
    int crop_left, crop_top, crop_width, crop_height;
    int use_scaling, scaled_width, scaled_height;
    int use_threads, dithering_strength, flip, alpha_dithering_strength;
    uint32_t pad[5];
} DecoderOptions;

typedef struct {
    Features input;
    DecBuffer output;
    DecoderOptions options;
} DecoderConfig;

static struct {
    int (*init_config)(DecoderConfig *, int);
    int (*get_features)(const uint8_t *, size_t, Features *, int);
    int (*decode)(const uint8_t *, size_t, DecoderConfig *);
    void (*free_buffer)(DecBuffer *);
    size_t (*encode)(const uint8_t *, int, int, int, float, uint8_t **);
    size_t (*encode_lossless)(const uint8_t *, int, int, int, uint8_t **);
    void (*free)(void *);
    int status;
} webp = {.status = WEBP_RUNTIME_MISSING};

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *open_library(void) {
    static const char *const names[] = {
#if defined(__APPLE__)
        "libwebp.7.dylib", "libwebp.dylib", "/opt/homebrew/lib/libwebp.7.dylib", "/usr/local/lib/libwebp.7.dylib",
#else
        "libwebp.so.7", "libwebp.so",
#endif
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (handle) return handle;
    }
    return NULL;
}

static void load(void) {
    void *library = open_library();
    if (!library) return;
    *(void **)&webp.init_config = dlsym(library, "WebPInitDecoderConfigInternal");
    *(void **)&webp.get_features = dlsym(library, "WebPGetFeaturesInternal");
    *(void **)&webp.decode = dlsym(library, "WebPDecode");
    *(void **)&webp.free_buffer = dlsym(library, "WebPFreeDecBuffer");
    *(void **)&webp.encode = dlsym(library, "WebPEncodeRGBA");
    *(void **)&webp.encode_lossless = dlsym(library, "WebPEncodeLosslessRGBA");
    *(void **)&webp.free = dlsym(library, "WebPFree");
    DecoderConfig probe;
    if (webp.init_config && webp.get_features && webp.decode && webp.free_buffer &&
        webp.init_config(&probe, DECODER_ABI_VERSION))
        webp.status = WEBP_RUNTIME_OK;
}

int webp_runtime_load(void) {
    pthread_once(&once, load);
    return webp.status;
}

int webp_runtime_features(const uint8_t *data, size_t size, int *width, int *height, int *has_animation) {
    if (webp_runtime_load() != WEBP_RUNTIME_OK) return WEBP_RUNTIME_MISSING;
    Features features;
    memset(&features, 0, sizeof features);
    if (webp.get_features(data, size, &features, DECODER_ABI_VERSION) != STATUS_OK) return WEBP_RUNTIME_ERROR;
    *width = features.width;
    *height = features.height;
    *has_animation = features.has_animation;
    return WEBP_RUNTIME_OK;
}

int webp_runtime_decode_rgba(const uint8_t *data, size_t size, int width, int height, uint8_t *rgba,
                             size_t stride) {
    if (webp_runtime_load() != WEBP_RUNTIME_OK) return WEBP_RUNTIME_MISSING;
    DecoderConfig config;
    if (!webp.init_config(&config, DECODER_ABI_VERSION)) return WEBP_RUNTIME_MISSING;
    config.options.use_scaling = 1;
    config.options.scaled_width = width;
    config.options.scaled_height = height;
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = rgba;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = stride * (size_t)height;
    int status = webp.decode(data, size, &config);
    webp.free_buffer(&config.output);
    return status == STATUS_OK ? WEBP_RUNTIME_OK : WEBP_RUNTIME_ERROR;
}

size_t webp_runtime_encode_rgba(const uint8_t *rgba, int width, int height, int stride, float quality,
                                int lossless, uint8_t **output) {
    if (webp_runtime_load() != WEBP_RUNTIME_OK || !webp.encode || !webp.encode_lossless) return 0;
    return lossless ? webp.encode_lossless(rgba, width, height, stride, output)
                    : webp.encode(rgba, width, height, stride, quality, output);
}

void webp_runtime_free(void *pointer) {
    if (pointer && webp.free) webp.free(pointer);
}
