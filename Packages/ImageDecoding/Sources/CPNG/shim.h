#if !__has_include(<png.h>)
#error "ImageDecoding needs libpng's headers to decode PNG pictures. Debian/Ubuntu: sudo apt-get install libpng-dev; macOS: brew install libpng"
#endif
#include <png.h>
