import CStandardStreams
import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process does when writing to stdout fails for good: it ends at once, as `cat` would, instead of
/// loading pages or following comments for a reader that left.
enum StandardOutputFailure {
    /// sysexits.h's EX_IOERR.
    static let ioErrorExitCode: Int32 = 74

    /// `EPIPE` (the reader left): ended by SIGPIPE, quietly, with the status the shell expects (141). Anything
    /// else: one line on stderr and exit 74.
    static func end(_ code: Int32) {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)
        }
        let reason = String(cString: strerror(code))
        FileDescriptorOutput.standardError.write("feed-cli: cannot write to standard output: \(reason)\n")
        exit(ioErrorExitCode)
    }

    /// Whether the shell started the process with stdout closed (`>&-`): then every write to it fails, with EBADF.
    static var stdoutWasClosed: Bool { feed_cli_stdout_was_closed() == 1 }
}
