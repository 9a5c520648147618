#include "CStandardStreams.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static int stdout_was_closed = 0;

/* Runs before main and before Swift's runtime or Dispatch opens a descriptor (Dispatch's eventfd took descriptor 1
   when stdout was closed, and text written to it failed with EINVAL). */
__attribute__((constructor)) static void terminalui_reserve_standard_streams(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) == -1 && errno == EBADF) {
            int opened = open("/dev/null", O_RDWR);
            if (descriptor == 1 && opened == 1) stdout_was_closed = 1;
        }
    }
}

int terminalui_stdout_was_closed(void) { return stdout_was_closed; }
