#ifndef CPNGSHIM_H
#define CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

/// A PNG being read from memory; libpng's errors come back as PNG_SHIM_ERROR instead of a longjmp.
typedef struct png_shim png_shim;

enum { PNG_SHIM_OK = 0, PNG_SHIM_ERROR = 1 };

/// What png_shim_open found: every row comes out as 8-bit RGBA (4 bytes per pixel).
typedef struct {
    uint32_t width;
    uint32_t height;
    int interlaced;  ///< 1 for Adam7: the rows arrive pass by pass, each pass's pixels only.
} png_shim_info;

/// Reads the signature and every chunk up to the image data, with sides capped at max_side and each
/// ancillary chunk at max_chunk_bytes. On success *out must be closed with png_shim_close.
int png_shim_open(const uint8_t *bytes, size_t count, uint32_t max_side, size_t max_chunk_bytes,
                  png_shim **out, png_shim_info *info);

/// Reads the next row (of the image, or of the current Adam7 pass) into row, width * 4 bytes.
int png_shim_read_row(png_shim *shim, uint8_t *row);

void png_shim_close(png_shim *shim);

#endif
