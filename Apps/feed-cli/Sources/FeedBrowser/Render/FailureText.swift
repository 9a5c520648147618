import TerminalUI
import TerminalViews

/// A load failure on the browser's screens: `LoadFailure`'s localized headline, then the one-line cause.
enum FailureText {
    static func message(_ failure: LoadFailure, language: String) -> String {
        failure.headline(language: language)
    }

    static func lines(_ failure: LoadFailure, theme: Theme, language: String) -> [FrameLine] {
        [
            FrameLine(" ✗ " + message(failure, language: language), style: theme.error),
            FrameLine("   " + TerminalText.safe(failure.cause), style: theme.secondary),
        ]
    }
}
