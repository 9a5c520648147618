import TerminalUI
import Testing

/// A theme argument reads as its name in test results. The modules are named rather than `@retroactive` said, an
/// error where the root manifest builds TerminalUI and these tests in one package.
extension TerminalUI.Theme: Testing.CustomTestStringConvertible {
    public var testDescription: String { name.rawValue }
}
