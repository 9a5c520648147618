import SharedPresentation
import TerminalUI

/// Writes a localized error and its one-line cause, e.g. to stderr.
package struct TerminalErrorView: ResourceErrorView {
    private let output: any TextOutput
    private let theme: Theme

    package init(output: any TextOutput, theme: Theme) {
        self.output = output
        self.theme = theme
    }

    package func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
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
