#ifndef CJPEGSHIM_H
#define CJPEGSHIM_H

#include <stddef.h>
#include <stdint.h>

/// A JPEG being read from memory; libjpeg's errors come back as JPEG_SHIM_ERROR instead of exit() or a longjmp.
typedef struct jpeg_shim jpeg_shim;

enum { JPEG_SHIM_OK = 0, JPEG_SHIM_ERROR = 1 };

/// What jpeg_shim_open found in the header.
typedef struct {
    uint32_t width;
    uint32_t height;
    int is_cmyk;    ///< CMYK or YCCK: the rows come out as CMYK, else as RGBX.
    int is_adobe;   ///< An Adobe APP14 marker was seen: its CMYK is stored inverted.
} jpeg_shim_info;

/// Reads the markers up to the first scan. On success *out must be closed with jpeg_shim_close.
int jpeg_shim_open(const uint8_t *bytes, size_t count, jpeg_shim **out, jpeg_shim_info *info);

/// Starts decoding at scale 1/scale_denom (1, 2, 4 or 8), with libjpeg's memory capped at max_memory bytes and at
/// most max_scans progressive scans. Rows are *out_width pixels of 4 bytes (RGBX or CMYK).
int jpeg_shim_start(jpeg_shim *shim, unsigned scale_denom, size_t max_memory, int max_scans,
                    uint32_t *out_width, uint32_t *out_height);

/// Reads the next scaled row, out_width * 4 bytes. Fails when the data ended early.
int jpeg_shim_read_row(jpeg_shim *shim, uint8_t *row);

void jpeg_shim_close(jpeg_shim *shim);

#endif
