import EssentialFeed
import TerminalUI
import TerminalViews

/// Writes the feed as wrapped, themed text: the localized title, a notice for the saved feed, the images.
struct FeedTextOutput: FeedOutput {
    let output: any TextOutput
    let renderer: FeedTextRenderer
    let language: String

    func begin(source: FeedSource, stale: LoadFailure?) {
        let notice = source == .cache ? FeedPresenter.cachedNotice(language: language) : nil
        output.write(renderer.header(title: FeedPresenter.title(language: language), notice: notice))
    }

    func page(_ items: [FeedImage]) {
        output.write(renderer.rows(items.map { ($0.id, FeedImagePresenter.map($0)) }))
    }

    func end(hasMore: Bool, itemCount: Int) {
        if itemCount == 0 { output.write(renderer.empty(FeedPresenter.emptyMessage(language: language))) }
    }
}
