#ifndef CJPEGWRITER_H
#define CJPEGWRITER_H

#include <stddef.h>
#include <stdint.h>

/// How jpeg_writer_encode writes a test picture.
typedef struct {
    int width;
    int height;
    int components;       ///< 1 grey, 3 RGB, 4 CMYK (stored as given)
    int progressive;      ///< 1 for a progressive file
    int adobe_marker;     ///< CMYK only: 1 writes the Adobe APP14 marker that says the values are inverted
    int quality;          ///< 1...100
    const uint8_t *app1;  ///< an APP1 payload (Exif) written first, or NULL
    size_t app1_count;
} jpeg_writer_options;

/// Compresses width * height * components bytes; *out is freed with jpeg_writer_free. Returns 0 on success.
int jpeg_writer_encode(const uint8_t *pixels, const jpeg_writer_options *options, uint8_t **out, size_t *count);

void jpeg_writer_free(uint8_t *bytes);

#endif
