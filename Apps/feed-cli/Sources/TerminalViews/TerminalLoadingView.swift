import SharedPresentation
import TerminalUI

/// Shows a spinner with a localized message while loading; nothing when its output is not a terminal.
package struct TerminalLoadingView: ResourceLoadingView {
    private let spinner: Spinner
    private let message: String

    package init(spinner: Spinner, message: String) {
        self.spinner = spinner
        self.message = message
    }

    package func display(_ viewModel: ResourceLoadingViewModel) {
        if viewModel.isLoading {
            spinner.start(message: message)
        } else {
            spinner.stop()
        }
    }
}
