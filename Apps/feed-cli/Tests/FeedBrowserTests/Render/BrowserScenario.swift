import TerminalUI
import Testing

@testable import FeedBrowser

/// A named state worth drawing, made for a terminal size; a test argument that reads as its name.
struct BrowserScenario: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (TerminalSize) -> BrowserState

    init(_ name: String, _ make: @escaping @Sendable (TerminalSize) -> BrowserState) {
        self.name = name
        self.make = make
    }

    var testDescription: String { name }
}
