import TerminalUI
import Testing

/// A theme argument reads as its name in test results.
extension Theme: @retroactive CustomTestStringConvertible {
    public var testDescription: String { name.rawValue }
}
