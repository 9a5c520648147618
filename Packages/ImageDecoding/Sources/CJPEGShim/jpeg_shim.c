#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>
#include <jerror.h>

struct jpeg_shim {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    int max_scans;
    int ended_early;
};

static void shim_error_exit(j_common_ptr cinfo) {
    jpeg_shim *shim = (jpeg_shim *)cinfo;
    longjmp(shim->jump, 1);
}

/// Warnings are silent; the one that says the data ended early fails the next row.
static void shim_emit_message(j_common_ptr cinfo, int level) {
    jpeg_shim *shim = (jpeg_shim *)cinfo;
    if (level < 0 && cinfo->err->msg_code == JWRN_JPEG_EOF) {
        shim->ended_early = 1;
    }
}

static void shim_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// A progressive file of thousands of tiny scans costs a pass over the picture each: refuse past max_scans.
static void shim_progress(j_common_ptr cinfo) {
    jpeg_shim *shim = (jpeg_shim *)cinfo;
    if (shim->cinfo.input_scan_number > shim->max_scans) {
        longjmp(shim->jump, 1);
    }
}

static int shim_read_header(jpeg_shim *shim, const uint8_t *bytes, size_t count, jpeg_shim_info *info) {
    if (setjmp(shim->jump)) {
        return JPEG_SHIM_ERROR;
    }
    jpeg_create_decompress(&shim->cinfo);
    jpeg_mem_src(&shim->cinfo, bytes, (unsigned long)count);
    if (jpeg_read_header(&shim->cinfo, TRUE) != JPEG_HEADER_OK) {
        return JPEG_SHIM_ERROR;
    }
    J_COLOR_SPACE space = shim->cinfo.jpeg_color_space;
    info->width = shim->cinfo.image_width;
    info->height = shim->cinfo.image_height;
    info->is_cmyk = space == JCS_CMYK || space == JCS_YCCK;
    info->is_adobe = shim->cinfo.saw_Adobe_marker;
    return JPEG_SHIM_OK;
}

int jpeg_shim_open(const uint8_t *bytes, size_t count, jpeg_shim **out, jpeg_shim_info *info) {
    jpeg_shim *shim = calloc(1, sizeof(jpeg_shim));
    if (shim == NULL) {
        return JPEG_SHIM_ERROR;
    }
    // The decompress struct comes first, so libjpeg's j_common_ptr is also the shim.
    shim->cinfo.err = jpeg_std_error(&shim->errors);
    shim->errors.error_exit = shim_error_exit;
    shim->errors.emit_message = shim_emit_message;
    shim->errors.output_message = shim_output_message;
    if (shim_read_header(shim, bytes, count, info) != JPEG_SHIM_OK) {
        jpeg_shim_close(shim);
        return JPEG_SHIM_ERROR;
    }
    *out = shim;
    return JPEG_SHIM_OK;
}

int jpeg_shim_start(jpeg_shim *shim, unsigned scale_denom, size_t max_memory, int max_scans,
                    uint32_t *out_width, uint32_t *out_height) {
    if (setjmp(shim->jump)) {
        return JPEG_SHIM_ERROR;
    }
    J_COLOR_SPACE space = shim->cinfo.jpeg_color_space;
    shim->cinfo.out_color_space = (space == JCS_CMYK || space == JCS_YCCK) ? JCS_CMYK : JCS_EXT_RGBX;
    shim->cinfo.scale_num = 1;
    shim->cinfo.scale_denom = scale_denom;
    shim->cinfo.mem->max_memory_to_use = (long)max_memory;
    shim->max_scans = max_scans;
    shim->progress.progress_monitor = shim_progress;
    shim->cinfo.progress = &shim->progress;
    jpeg_start_decompress(&shim->cinfo);
    if (shim->cinfo.output_components != 4) {
        return JPEG_SHIM_ERROR;
    }
    *out_width = shim->cinfo.output_width;
    *out_height = shim->cinfo.output_height;
    return JPEG_SHIM_OK;
}

int jpeg_shim_read_row(jpeg_shim *shim, uint8_t *row) {
    if (setjmp(shim->jump)) {
        return JPEG_SHIM_ERROR;
    }
    JSAMPROW rows[1] = {row};
    if (jpeg_read_scanlines(&shim->cinfo, rows, 1) != 1 || shim->ended_early) {
        return JPEG_SHIM_ERROR;
    }
    return JPEG_SHIM_OK;
}

void jpeg_shim_close(jpeg_shim *shim) {
    jpeg_destroy_decompress(&shim->cinfo);
    free(shim);
}
