/// What the terminal tells a ``TerminalProgram``: a key, a new size, the clock of its spinner, Ctrl-Z or SIGTSTP,
/// and SIGTERM, SIGINT or SIGHUP.
public enum TerminalInput: Equatable, Sendable {
    /// A key, a paste's characters or a mouse event; never Ctrl-Z, which is ``suspend``.
    case key(Key)
    /// SIGWINCH, with the size after it, or the size after the program was continued.
    case resize(TerminalSize)
    /// A beat of the ticker, sent only while the program ``TerminalProgram/needsTicks``.
    case tick
    /// Ctrl-Z or SIGTSTP: the loop gives the terminal back and stops until the shell continues the program.
    case suspend
    /// SIGTERM, SIGINT or SIGHUP: the program should finish.
    case terminate
}
