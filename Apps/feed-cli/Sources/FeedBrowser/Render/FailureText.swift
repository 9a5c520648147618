import SharedPresentation
import TerminalUI
import TerminalViews

/// A load failure on the browser's screens, drawn from the same `ResourceErrorViewModel` the commands' error view
/// shows (`LoadFailure.viewModel(language:)`): the localized headline, then the one-line cause.
enum FailureText {
    static func message(_ failure: LoadFailure, language: String) -> String {
        failure.viewModel(language: language).message ?? ""
    }

    static func lines(_ failure: LoadFailure, theme: Theme, language: String) -> [FrameLine] {
        let viewModel = failure.viewModel(language: language)
        return [
            FrameLine(" ✗ " + (viewModel.message ?? ""), style: theme.error),
            FrameLine("   " + TerminalText.safe(viewModel.cause ?? ""), style: theme.secondary),
        ]
    }
}
