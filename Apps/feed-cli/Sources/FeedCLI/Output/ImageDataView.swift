import Foundation
import SharedPresentation
import TerminalUI

/// Shows loaded image bytes: on a terminal a one-line summary (and, on stderr, how to save them), else the bytes
/// themselves. Nothing for bytes already saved to a file.
struct ImageDataView: ResourceView {
    let runtime: FeedCLIRuntime
    let spinner: Spinner
    let language: String

    func display(_ viewModel: Data?) {
        spinner.stop()
        guard let data = viewModel else { return }
        if runtime.standardOutput.isTerminal {
            runtime.standardOutput.write(ImageSummary.describe(data) + "\n")
            runtime.standardError.write(CLIStrings.string(.saveHint, language: language) + "\n")
        } else {
            runtime.writeStandardOutputBytes(data)
        }
    }
}
