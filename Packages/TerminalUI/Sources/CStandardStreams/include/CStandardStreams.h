#ifndef C_STANDARD_STREAMS_H
#define C_STANDARD_STREAMS_H

/// 1 when the process started with stdout closed (`>&-`); a constructor then put /dev/null on descriptor 1 before
/// the runtime opened anything, so no file the program opens can take it and receive its output.
int terminalui_stdout_was_closed(void);

#include <stddef.h>
#include <termios.h>

/// Until disarmed, a crash signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) first writes `bytes` to
/// `output` and puts `settings` back on `input`, then takes the action it had before: a full-screen program that
/// crashes leaves no raw mode, mouse reporting or alternate screen behind. At most 256 bytes are kept.
void terminalui_crash_guard_arm(int input, int output, const struct termios *settings, const char *bytes,
                                size_t length);

/// A crash signal does only what it did before the guard.
void terminalui_crash_guard_disarm(void);

/// Until disarmed, the settings `original` of `input` are its person's, `quiet` the program's meanwhile: SIGINT,
/// SIGTERM, SIGHUP and SIGQUIT (where they still have their default action) put `original` back, then take that
/// action; SIGTSTP (where default) puts `original` back while the process is stopped and `quiet` once it goes on.
void terminalui_quiet_guard_arm(int input, const struct termios *original, const struct termios *quiet);

/// The signals of the quiet guard do only what they did before it.
void terminalui_quiet_guard_disarm(void);

#endif
