import SharedPresentation
import TerminalUI

/// A load failure as people read it: the localized message, then the one-line cause.
enum FailureText {
    static func message(_ failure: LoadFailure, language: String) -> String {
        switch failure.kind {
        case .connection: SharedStrings.genericConnectionError(language: language)
        case .authentication: SharedStrings.authenticationFailed(language: language)
        }
    }

    static func lines(_ failure: LoadFailure, theme: Theme, language: String) -> [FrameLine] {
        [
            FrameLine(" ✗ " + message(failure, language: language), style: theme.error),
            FrameLine("   " + TerminalText.safe(failure.cause), style: theme.secondary),
        ]
    }
}
