#include "CStandardStreams.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* The person's terminal settings while a program keeps its input quiet, put back by the signals that end or stop the
   process from the keyboard or from outside. Only signals that still have their default action are taken: one a
   program handles itself (a dispatch source, say) puts the settings back its own way. */
static const int quiet_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP};
enum { quiet_signal_count = sizeof quiet_signals / sizeof quiet_signals[0] };
static struct sigaction quiet_previous[quiet_signal_count];
static struct termios quiet_original;
static struct termios quiet_settings;
static int quiet_input = -1;
static volatile sig_atomic_t quiet_armed = 0;
static int quiet_installed = 0;

static void terminalui_quiet_stop(void) {
    struct sigaction stop, mine;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &mine);
    sigset_t only, mask;
    sigemptyset(&only);
    sigaddset(&only, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &only, &mask);
    raise(SIGTSTP);
    /* Here once continued (fg). */
    sigprocmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &mine, NULL);
}

static void terminalui_quiet_restore(int signal_number) {
    int saved_errno = errno;
    if (signal_number == SIGTSTP) {
        if (quiet_armed) tcsetattr(quiet_input, TCSANOW, &quiet_original);
        terminalui_quiet_stop();
        if (quiet_armed) tcsetattr(quiet_input, TCSANOW, &quiet_settings);
        errno = saved_errno;
        return;
    }
    if (quiet_armed) {
        quiet_armed = 0;
        tcsetattr(quiet_input, TCSAFLUSH, &quiet_original);
    }
    for (int index = 0; index < quiet_signal_count; index++) {
        if (quiet_signals[index] == signal_number) sigaction(signal_number, &quiet_previous[index], NULL);
    }
    raise(signal_number);
    errno = saved_errno;
}

void terminalui_quiet_guard_arm(int input, const struct termios *original, const struct termios *quiet) {
    quiet_armed = 0;
    quiet_original = *original;
    quiet_settings = *quiet;
    quiet_input = input;
    if (!quiet_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = terminalui_quiet_restore;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_NODEFER | SA_RESTART;
        for (int index = 0; index < quiet_signal_count; index++) {
            struct sigaction current;
            sigaction(quiet_signals[index], NULL, &current);
            if (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO)) continue;
            sigaction(quiet_signals[index], &action, &quiet_previous[index]);
        }
        quiet_installed = 1;
    }
    quiet_armed = 1;
}

void terminalui_quiet_guard_disarm(void) { quiet_armed = 0; }
