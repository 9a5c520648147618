import EssentialFeed
import SharedPresentation
import TerminalUI

/// The presenter's view of one loaded page: stops the spinner, then writes the page.
struct FeedPageView: ResourceView {
    let output: any FeedOutput
    let spinner: Spinner

    func display(_ viewModel: [FeedImage]) {
        spinner.stop()
        output.page(viewModel)
    }
}
