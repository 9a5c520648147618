import EssentialFeed
import TerminalUI

/// Writes the feed as wrapped, themed text: the localized title, a notice for the saved feed, the images.
struct FeedTextOutput: FeedOutput {
    let output: any TextOutput
    let renderer: FeedTextRenderer
    let language: String

    func begin(source: FeedSource) {
        let notice = source == .cache ? FeedPresenter.cachedNotice(language: language) : nil
        output.write(renderer.header(title: FeedPresenter.title(language: language), notice: notice))
    }

    func page(_ items: [FeedImage]) {
        let rows = items.map { image in
            let viewModel = FeedImagePresenter.map(image)
            return FeedItemRow(id: image.id, description: viewModel.description, location: viewModel.location)
        }
        output.write(renderer.rows(rows))
    }

    func end(hasMore: Bool, itemCount: Int) {
        if itemCount == 0 { output.write(renderer.empty(FeedPresenter.emptyMessage(language: language))) }
    }
}
