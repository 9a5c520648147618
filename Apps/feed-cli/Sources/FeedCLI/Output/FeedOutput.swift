import EssentialFeed
import EssentialFeedCacheFolder
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// A part of what `feed` writes, page by page: where the feed came from (and, from the cache, why the remote feed
/// was not shown), each page of images, the end.
enum FeedPart {
    case begin(FeedSource, stale: LoadFailure?)
    case page([FeedImage])
    case end(hasMore: Bool, itemCount: Int)
}

extension CommandOutput<FeedPart> {
    /// Says on stderr why the saved feed is shown, when it is, writes where the feed came from on `stdout`, and
    /// passes the first page on.
    func begin(_ loaded: LoadedFeed, warnings: FeedWarnings, on stdout: any TextOutput) -> Paginated<FeedImage> {
        let language = warnings.reporter.language
        let stale = loaded.staleBecause.map { ErrorPresentation.failure($0, language: language) }
        if let stale { warnings.showingSavedFeed(because: stale) }
        write(.begin(loaded.source, stale: stale), on: stdout)
        return loaded.page
    }
}

extension CommandContext {
    /// Where `feed` writes: JSON, or text themed and wrapped for this terminal, with `thumbnails`.
    /// `morePages`: the `--pages` value that shows more, said on a terminal when the feed has more.
    /// `marks`: which images are new, said in JSON always, and as text only on a terminal.
    func feedOutput(
        marks: NewImageMarks, thumbnails: FeedThumbnails? = nil, searching: Bool = false, morePages: Int? = nil
    ) -> any CommandOutput<FeedPart> {
        let terminal = runtime.standardOutput.isTerminal
        return format.pick(
            text: FeedTextOutput(
                renderer: FeedTextRenderer(theme: style.theme, width: style.width), language: language,
                thumbnails: thumbnails, searching: searching, morePages: terminal ? morePages : nil,
                marks: terminal ? marks : nil),
            json: FeedJSONOutput(marks: marks))
    }

    /// The pictures beside the feed's images: in text, on a terminal that draws them.
    func feedThumbnails() -> FeedThumbnails? {
        format.pick(text: settings.pictureRenderer().map { FeedThumbnails(renderer: $0) }, json: nil)
    }

    /// The marks of new images for `feed`: a person reads text on a terminal, so what it shows is remembered.
    func feedMarks() -> NewImageMarks {
        NewImageMarks(remembers: format.pick(text: runtime.standardOutput.isTerminal, json: false))
    }
}
