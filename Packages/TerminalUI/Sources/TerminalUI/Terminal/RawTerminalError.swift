/// Why the terminal could not be put in raw mode.
public enum RawTerminalError: Error, Equatable, Sendable {
    /// The input or the output is not a terminal.
    case notATerminal
}
