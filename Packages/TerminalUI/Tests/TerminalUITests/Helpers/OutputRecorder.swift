import TerminalUITestSupport

@testable import TerminalUI

/// A `BufferedOutput` that hands over what was written since the last `take()`.
final class OutputRecorder {
    let output = BufferedOutput()
    private var taken = 0

    func take() -> String {
        let text = output.text
        defer { taken = text.unicodeScalars.count }
        return String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(taken)))
    }
}
