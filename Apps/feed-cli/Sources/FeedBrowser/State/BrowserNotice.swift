import TerminalUI

/// What the last `o`, `y` or `Y` did, said in the footer until the next key.
enum BrowserNotice: Equatable, Sendable {
    case copiedURL, copiedID, opened
    /// The viewer's program could not start (or the URL was no web URL).
    case openFailed(program: String)
    /// No image is selected (an empty feed, the error row).
    case nothingToOpen

    var key: BrowserStrings.Key {
        switch self {
        case .copiedURL: .copiedURL
        case .copiedID: .copiedID
        case .opened: .opened
        case .openFailed: .openFailed
        case .nothingToOpen: .nothingToOpen
        }
    }

    var isFailure: Bool {
        switch self {
        case .openFailed, .nothingToOpen: true
        default: false
        }
    }

    /// The footer's line: a `✓`, or a `✗` for a failure, then the text.
    func line(theme: Theme, language: String) -> FrameLine {
        FrameLine((isFailure ? " ✗ " : " ✓ ") + text(language: language), style: isFailure ? theme.error : theme.accent)
    }

    func text(language: String) -> String {
        guard case let .openFailed(program) = self else { return BrowserStrings.string(key, language: language) }
        return BrowserStrings.format(key, language: language, ["program": TerminalText.safe(program)])
    }
}
