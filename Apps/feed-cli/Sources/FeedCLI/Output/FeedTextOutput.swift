import EssentialFeed
import EssentialFeedCacheFolder
import SharedPresentation
import TerminalUI
import TerminalViews

/// The feed as wrapped, themed text: the localized title, a notice for the saved feed, the images.
struct FeedTextOutput: CommandOutput {
    let renderer: FeedTextRenderer
    let language: String
    /// On a terminal that shows pictures: one beside each image.
    var thumbnails: FeedThumbnails? = nil
    /// With `--search`, an empty list means no image matched, not an empty feed.
    var searching = false
    /// On a terminal, the `--pages` value that shows more when the feed has more: said in one line at the end, so
    /// that a newcomer does not take the first page for the whole feed.
    var morePages: Int? = nil
    /// On a terminal: the new images get a dot, and what is shown is remembered as seen.
    var marks: NewImageMarks? = nil

    func render(_ part: FeedPart) -> String {
        switch part {
        case let .begin(source, _):
            let notice = source == .cache ? FeedPresenter.cachedNotice(language: language) : nil
            return renderer.header(title: FeedPresenter.title(language: language), notice: notice)
        case let .page(items): return page(items)
        case let .end(hasMore, itemCount): return end(hasMore: hasMore, itemCount: itemCount)
        }
    }

    private func page(_ items: [FeedImage]) -> String {
        var renderer = renderer
        // Not `marks?.show(items) ?? []`: destroying that optional set looked up UUID's conformances, 0.6M
        // instructions of an offline `feed` without a terminal.
        if let marks { renderer.newImages = marks.show(items) }
        guard let thumbnails else { return renderer.rows(items.map { ($0.id, FeedImagePresenter.map($0)) }) }
        let rows = items.map { ($0.id, FeedImagePresenter.map($0), thumbnails.pictures.take($0.id)) }
        let placeholder = MissingPicture.box(
            columns: FeedThumbnails.columns, rows: FeedThumbnails.rows, theme: renderer.theme, language: language)
        return renderer.rows(
            rows, pictures: PictureText(drawing: thumbnails.renderer.drawing), placeholder: placeholder)
    }

    private func end(hasMore: Bool, itemCount: Int) -> String {
        var text = ""
        if hasMore, let morePages {
            let values = ["pages": "--pages \(morePages)", "all": "--all"]
            text += "\n" + renderer.empty(CLIStrings.format(.morePages, language: language, values))
        }
        guard itemCount == 0 else { return text }
        let message = searching ? FeedPresenter.noMatchesMessage : FeedPresenter.emptyMessage
        return text + renderer.empty(message(language))
    }
}
