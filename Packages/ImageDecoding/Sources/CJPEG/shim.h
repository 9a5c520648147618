#if !__has_include(<jpeglib.h>)
#error "ImageDecoding needs libjpeg-turbo's headers to decode JPEG pictures. Debian: sudo apt-get install libjpeg62-turbo-dev (Ubuntu: libjpeg-turbo8-dev); macOS: brew install jpeg-turbo"
#endif
// jpeglib.h uses FILE and size_t without including their headers.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
