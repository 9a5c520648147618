import SharedPresentation
import TerminalUI

/// Writes a localized error and its one-line cause, e.g. to stderr, after stopping `spinner`: the presenter shows
/// the error before it ends the loading, and the two must not share a line.
package struct TerminalErrorView: ResourceErrorView {
    private let output: any TextOutput
    private let theme: Theme
    private let spinner: Spinner?

    package init(output: any TextOutput, theme: Theme, spinner: Spinner? = nil) {
        self.output = output
        self.theme = theme
        self.spinner = spinner
    }

    package func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
        spinner?.stop()
        output.write(Self.render(viewModel, message: message, theme: theme))
    }

    static func render(_ viewModel: ResourceErrorViewModel, message: String, theme: Theme) -> String {
        var text = theme.error.apply(TerminalText.safe(message)) + "\n"
        if let cause = viewModel.cause, !cause.isEmpty {
            text += theme.secondary.apply(TerminalText.safe(cause)) + "\n"
        }
        return text
    }
}
