/// Somewhere text is written: stdout, stderr, or a buffer in tests.
public protocol TextOutput: Sendable {
    /// Whether this output is an interactive terminal.
    var isTerminal: Bool { get }
    func write(_ text: String)
}
