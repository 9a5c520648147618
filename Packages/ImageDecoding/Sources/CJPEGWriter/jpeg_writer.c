#include "CJPEGWriter.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

typedef struct {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
} writer;

static void writer_error_exit(j_common_ptr cinfo) { longjmp(((writer *)cinfo)->jump, 1); }

static void writer_configure(writer *w, const jpeg_writer_options *options) {
    static const J_COLOR_SPACE spaces[] = {JCS_UNKNOWN, JCS_GRAYSCALE, JCS_UNKNOWN, JCS_RGB, JCS_CMYK};
    w->cinfo.image_width = (JDIMENSION)options->width;
    w->cinfo.image_height = (JDIMENSION)options->height;
    w->cinfo.input_components = options->components;
    w->cinfo.in_color_space = spaces[options->components];
    jpeg_set_defaults(&w->cinfo);
    jpeg_set_quality(&w->cinfo, options->quality, TRUE);
    if (options->components == 4) {
        jpeg_set_colorspace(&w->cinfo, JCS_CMYK);
        w->cinfo.write_Adobe_marker = options->adobe_marker ? TRUE : FALSE;
    }
    if (options->progressive) {
        jpeg_simple_progression(&w->cinfo);
    }
}

static int writer_run(writer *w, const uint8_t *pixels, const jpeg_writer_options *options, unsigned char **out,
                      unsigned long *size) {
    if (setjmp(w->jump)) {
        return 1;
    }
    jpeg_create_compress(&w->cinfo);
    jpeg_mem_dest(&w->cinfo, out, size);
    writer_configure(w, options);
    jpeg_start_compress(&w->cinfo, TRUE);
    if (options->app1 != NULL) {
        jpeg_write_marker(&w->cinfo, JPEG_APP0 + 1, options->app1, (unsigned int)options->app1_count);
    }
    size_t stride = (size_t)options->width * (size_t)options->components;
    while (w->cinfo.next_scanline < w->cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + stride * w->cinfo.next_scanline);
        jpeg_write_scanlines(&w->cinfo, &row, 1);
    }
    jpeg_finish_compress(&w->cinfo);
    return 0;
}

int jpeg_writer_encode(const uint8_t *pixels, const jpeg_writer_options *options, uint8_t **out, size_t *count) {
    if (options->components < 1 || options->components > 4 || options->components == 2) {
        return 1;
    }
    writer *w = calloc(1, sizeof(writer));
    if (w == NULL) {
        return 1;
    }
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    w->cinfo.err = jpeg_std_error(&w->errors);
    w->errors.error_exit = writer_error_exit;
    int status = writer_run(w, pixels, options, &buffer, &size);
    jpeg_destroy_compress(&w->cinfo);
    free(w);
    *out = buffer;
    *count = (size_t)size;
    return status;
}

void jpeg_writer_free(uint8_t *bytes) { free(bytes); }
