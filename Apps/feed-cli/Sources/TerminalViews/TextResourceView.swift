import SharedPresentation
import TerminalUI

/// A resource view that stops the spinner, then writes already-rendered text to an output.
package struct TextResourceView: ResourceView {
    private let output: any TextOutput
    private let spinner: Spinner?

    package init(output: any TextOutput, spinner: Spinner? = nil) {
        self.output = output
        self.spinner = spinner
    }

    package func display(_ viewModel: String) {
        spinner?.stop()
        output.write(viewModel)
    }
}
