#include "CStandardStreams.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* What a crash writes and sets back, copied when armed: a signal handler may only call async-signal-safe functions
   (write, tcsetattr, sigaction, raise) on memory that is already there. */
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
enum { crash_signal_count = sizeof crash_signals / sizeof crash_signals[0] };
static struct sigaction previous_actions[crash_signal_count];
static struct termios saved_settings;
static char restore_bytes[256];
static size_t restore_length;
static int saved_input = -1;
static int saved_output = -1;
static volatile sig_atomic_t armed = 0;
static int installed = 0;

static void terminalui_crash_restore(int signal_number) {
    if (armed) {
        armed = 0;
        size_t written = 0;
        while (written < restore_length) {
            ssize_t count = write(saved_output, restore_bytes + written, restore_length - written);
            if (count <= 0) break;
            written += (size_t)count;
        }
        tcsetattr(saved_input, TCSAFLUSH, &saved_settings);
    }
    /* The action from before (the default, or the runtime's backtracer) takes the signal now. */
    for (int index = 0; index < crash_signal_count; index++) {
        if (crash_signals[index] == signal_number) sigaction(signal_number, &previous_actions[index], NULL);
    }
    raise(signal_number);
}

void terminalui_crash_guard_arm(int input, int output, const struct termios *settings, const char *bytes,
                                size_t length) {
    armed = 0;
    if (length > sizeof restore_bytes) length = sizeof restore_bytes;
    memcpy(restore_bytes, bytes, length);
    restore_length = length;
    saved_settings = *settings;
    saved_input = input;
    saved_output = output;
    if (!installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = terminalui_crash_restore;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_NODEFER;
        for (int index = 0; index < crash_signal_count; index++) {
            sigaction(crash_signals[index], &action, &previous_actions[index]);
        }
        installed = 1;
    }
    armed = 1;
}

void terminalui_crash_guard_disarm(void) { armed = 0; }
