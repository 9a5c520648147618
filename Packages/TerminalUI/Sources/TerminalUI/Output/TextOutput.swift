/// Somewhere text is written: stdout, stderr, or a buffer in tests.
public protocol TextOutput: Sendable {
    /// Whether this output is an interactive terminal.
    var isTerminal: Bool { get }
    /// Whether a graphics protocol's escapes (kitty, iTerm2, sixel) written here reach a terminal that draws them:
    /// false where another program reads the text first and shows it as text, such as a pager.
    var passesGraphics: Bool { get }
    /// Whether another program (a pager) shows this output on the terminal now: nothing else may draw there then.
    var occupiesTerminal: Bool { get }
    func write(_ text: String)
}

extension TextOutput {
    /// What is written goes to the terminal as it is, by default.
    public var passesGraphics: Bool { true }
    /// No other program holds the terminal, by default.
    public var occupiesTerminal: Bool { false }
}
