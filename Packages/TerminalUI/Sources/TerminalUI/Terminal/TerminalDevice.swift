#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a program takes over when its input and output are one: where a full-screen program reads keys
/// and draws, and where the terminal is asked its graphics and its background colour.
///
/// The process's stdin and stdout by default; a test runs a program in process on a pseudo-terminal of its own.
public struct TerminalDevice: Sendable, Equatable {
    /// The descriptor keys and a query's answers are read from.
    public var input: Int32
    /// The descriptor frames and queries are written to.
    public var output: Int32
    /// How long a query waits for the terminal's answer: a terminal that has not answered by then is taken to have
    /// nothing to say (its late answer is read and dropped at exit).
    public var answerMilliseconds: Int

    /// The terminal on `input` and `output`, whose answers a query waits `answerMilliseconds` for.
    public init(input: Int32, output: Int32, answerMilliseconds: Int = 100) {
        self.input = input
        self.output = output
        self.answerMilliseconds = answerMilliseconds
    }

    /// The process's own: stdin and stdout, and the 100 ms a terminal nearby answers in.
    public static let process = TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO)
}
