#ifndef CWEBPRUNTIME_H
#define CWEBPRUNTIME_H

#include <stddef.h>
#include <stdint.h>

// libwebp, loaded when first needed from its runtime library (libwebp.so.7, Debian's libwebp7; Homebrew's webp on
// macOS), so that building needs no WebP header: a machine with the runtime library and without libwebp-dev
// builds and decodes WebP, and one without either builds and reports WebP as missing.

enum { WEBP_RUNTIME_OK = 0, WEBP_RUNTIME_MISSING = 1, WEBP_RUNTIME_ERROR = 2 };

/// WEBP_RUNTIME_OK when libwebp was found and speaks the decoder ABI this file was written for.
int webp_runtime_load(void);

/// The picture's size and whether it is animated, read from its header.
int webp_runtime_features(const uint8_t *data, size_t size, int *width, int *height, int *has_animation);

/// Decodes a still picture scaled to width × height (libwebp's rescaler averages the source pixels), as 8-bit
/// RGBA into rgba, which holds height rows of stride bytes.
int webp_runtime_decode_rgba(const uint8_t *data, size_t size, int width, int height, uint8_t *rgba,
                             size_t stride);

/// Encodes RGBA pixels (lossless, or lossy at quality 0–100); the bytes are freed with webp_runtime_free.
/// Returns their count, 0 on failure. For tests and tools that make WebP pictures.
size_t webp_runtime_encode_rgba(const uint8_t *rgba, int width, int height, int stride, float quality,
                                int lossless, uint8_t **output);

void webp_runtime_free(void *pointer);

#endif
