#include "CPNGShim.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

struct png_shim {
    png_structp png;
    png_infop info;
    const uint8_t *bytes;
    size_t count;
    size_t offset;
};

static void shim_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void shim_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void shim_read(png_structp png, png_bytep data, size_t length) {
    png_shim *shim = png_get_io_ptr(png);
    if (length > shim->count - shim->offset) {
        png_error(png, "truncated");
    }
    memcpy(data, shim->bytes + shim->offset, length);
    shim->offset += length;
}

/// Every colour type and bit depth becomes 8-bit RGBA: palettes and low-bit grey expand, tRNS becomes alpha,
/// 16 bits drop to 8, grey becomes RGB, and opaque pictures get an alpha of 255.
static void shim_transform(png_shim *shim) {
    png_set_expand(shim->png);
    png_set_strip_16(shim->png);
    png_set_gray_to_rgb(shim->png);
    png_set_add_alpha(shim->png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(shim->png, shim->info);
}

static void shim_limit(png_shim *shim, uint32_t max_side, size_t max_chunk_bytes) {
    static const png_byte ignored[] = {'i', 'C', 'C', 'P', 0, 'i', 'T', 'X', 't', 0, 's', 'P', 'L', 'T', 0,
                                       't', 'E', 'X', 't', 0, 'z', 'T', 'X', 't', 0};
    png_set_user_limits(shim->png, max_side, max_side);
    png_set_chunk_malloc_max(shim->png, max_chunk_bytes);
    png_set_chunk_cache_max(shim->png, 128);
    png_set_keep_unknown_chunks(shim->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(shim->png, PNG_HANDLE_CHUNK_NEVER, ignored, 5);
}

static int shim_start(png_shim *shim, uint32_t max_side, size_t max_chunk_bytes, png_shim_info *info) {
    if (setjmp(png_jmpbuf(shim->png))) {
        return PNG_SHIM_ERROR;
    }
    png_set_read_fn(shim->png, shim, shim_read);
    shim_limit(shim, max_side, max_chunk_bytes);
    png_read_info(shim->png, shim->info);
    shim_transform(shim);
    info->width = png_get_image_width(shim->png, shim->info);
    info->height = png_get_image_height(shim->png, shim->info);
    info->interlaced = png_get_interlace_type(shim->png, shim->info) == PNG_INTERLACE_ADAM7;
    int is_rgba = png_get_channels(shim->png, shim->info) == 4 && png_get_bit_depth(shim->png, shim->info) == 8;
    return is_rgba && png_get_rowbytes(shim->png, shim->info) == (size_t)info->width * 4 ? PNG_SHIM_OK
                                                                                        : PNG_SHIM_ERROR;
}

int png_shim_open(const uint8_t *bytes, size_t count, uint32_t max_side, size_t max_chunk_bytes,
                  png_shim **out, png_shim_info *info) {
    png_shim *shim = calloc(1, sizeof(png_shim));
    if (shim == NULL) {
        return PNG_SHIM_ERROR;
    }
    shim->bytes = bytes;
    shim->count = count;
    shim->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, shim_error, shim_warning);
    shim->info = shim->png ? png_create_info_struct(shim->png) : NULL;
    if (shim->info == NULL || shim_start(shim, max_side, max_chunk_bytes, info) != PNG_SHIM_OK) {
        png_shim_close(shim);
        return PNG_SHIM_ERROR;
    }
    *out = shim;
    return PNG_SHIM_OK;
}

int png_shim_read_row(png_shim *shim, uint8_t *row) {
    if (setjmp(png_jmpbuf(shim->png))) {
        return PNG_SHIM_ERROR;
    }
    png_read_row(shim->png, row, NULL);
    return PNG_SHIM_OK;
}

void png_shim_close(png_shim *shim) {
    png_destroy_read_struct(&shim->png, &shim->info, NULL);
    free(shim);
}
