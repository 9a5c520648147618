#if !__has_include(<zlib.h>)
#error "TerminalUI needs zlib's headers to compress kitty pictures. Debian/Ubuntu: sudo apt-get install zlib1g-dev; macOS: they come with the Xcode command line tools"
#endif
#include <zlib.h>
