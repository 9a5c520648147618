import SharedPresentation
import TerminalUI
import TerminalViews

/// A load failure on the browser's screens, drawn from the same `ResourceErrorViewModel` the commands' error view
/// shows (`LoadFailure.viewModel(language:)`): the localized headline, then the one-line cause.
enum FailureText {
    static func lines(_ failure: LoadFailure, theme: Theme, language: String) -> [FrameLine] {
        let viewModel = failure.viewModel(language: language)
        return [
            FrameLine(" ✗ " + (viewModel.message ?? ""), style: theme.error),
            FrameLine("   " + TerminalText.safe(viewModel.cause ?? ""), style: theme.secondary),
        ]
    }

    /// A screen with nothing but the failure: its lines, then that `r` tries again.
    static func placeholder(_ failure: LoadFailure, theme: Theme, language: String) -> [FrameLine] {
        lines(failure, theme: theme, language: language)
            + [FrameLine(" r: " + SharedStrings.retry(language: language), style: theme.accent)]
    }
}
