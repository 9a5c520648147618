import EssentialFeed
import SharedPresentation
import TerminalUI

/// The presenter's view of one loaded page: stops the spinner, then writes the page on `stdout`.
struct FeedPageView: ResourceView {
    let output: any CommandOutput<FeedPart>
    let stdout: any TextOutput
    let spinner: Spinner

    func display(_ viewModel: [FeedImage]) {
        spinner.stop()
        output.write(.page(viewModel), on: stdout)
    }
}
