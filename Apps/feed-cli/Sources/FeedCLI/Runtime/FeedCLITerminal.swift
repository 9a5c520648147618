#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a command takes over when stdin and stdout are one: where the browser reads keys and draws, and where
/// the terminal is asked its graphics and its background colour.
///
/// The process's stdin and stdout by default; a test runs the commands in process on a pseudo-terminal of its own.
package struct FeedCLITerminal: Sendable {
    /// The descriptor keys and a query's answers are read from.
    package var input: Int32
    /// The descriptor frames and queries are written to.
    package var output: Int32
    /// How long a query waits for the terminal's answer: a terminal that has not answered by then is taken to have
    /// nothing to say (its late answer is read and dropped at exit).
    package var answerMilliseconds: Int

    package init(input: Int32, output: Int32, answerMilliseconds: Int = 100) {
        self.input = input
        self.output = output
        self.answerMilliseconds = answerMilliseconds
    }

    /// The process's own: stdin and stdout, and the 100 ms a terminal nearby answers in.
    package static let process = FeedCLITerminal(input: STDIN_FILENO, output: STDOUT_FILENO)
}
