#ifndef C_STANDARD_STREAMS_H
#define C_STANDARD_STREAMS_H

/// 1 when the process started with stdout closed (`>&-`); a constructor then put /dev/null on descriptor 1 before
/// the runtime opened anything, so no file the program opens can take it and receive its output.
int terminalui_stdout_was_closed(void);

#endif
