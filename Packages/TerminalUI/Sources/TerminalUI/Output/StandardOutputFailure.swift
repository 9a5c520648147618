import CStandardStreams
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a program does when writing to stdout fails for good: it ends at once, as `cat` would, instead of computing
/// output for a reader that left.
public enum StandardOutputFailure {
    /// sysexits.h's EX_IOERR.
    public static let ioErrorExitCode: Int32 = 74

    /// `EPIPE` (the reader left): ended by SIGPIPE, quietly, with the status the shell expects (141). Anything
    /// else: one `program: cannot write to standard output: reason` line on stderr and exit 74.
    public static func end(_ code: Int32, program: String) -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)
        }
        FileDescriptorOutput.standardError.write(message(code, program: program))
        exit(ioErrorExitCode)
    }

    /// The line `end` writes for a failure other than `EPIPE`.
    static func message(_ code: Int32, program: String) -> String {
        "\(program): cannot write to standard output: \(String(cString: strerror(code)))\n"
    }

    /// Whether the shell started the process with stdout closed (`>&-`): then every write to it fails, with EBADF.
    /// (A constructor linked with TerminalUI put /dev/null on any of descriptors 0–2 found closed before `main`.)
    public static var stdoutWasClosed: Bool { terminalui_stdout_was_closed() == 1 }
}
