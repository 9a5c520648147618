import EssentialFeed
import EssentialFeedCacheFolder
import SharedAPI
import SharedPresentation
import TerminalViews

/// Where the feed command writes the pages it loads, as text or JSON, one page at a time.
protocol FeedOutput: Sendable {
    /// Starts the output; `stale` is why the remote feed was not shown, for a feed from the cache.
    func begin(source: FeedSource, stale: LoadFailure?)
    func page(_ items: [FeedImage])
    func end(hasMore: Bool, itemCount: Int)
}

extension FeedOutput {
    /// Starts the output for where the feed came from (for the saved feed, after saying on stderr why) and passes
    /// its first page on.
    func begin(_ loaded: LoadedFeed, warnings: FeedWarnings) -> Paginated<FeedImage> {
        let language = warnings.reporter.language
        let stale = loaded.staleBecause.map { ErrorPresentation.failure($0, language: language) }
        if let stale { warnings.showingSavedFeed(because: stale) }
        begin(source: loaded.source, stale: stale)
        return loaded.page
    }
}

extension CommandContext {
    /// Where `feed` writes, in this command's format: JSON, or text themed and wrapped for this terminal, on stdout,
    /// with `thumbnails`.
    /// `morePages`: the `--pages` value that shows more, said on a terminal when the feed has more.
    /// `marks`: which images are new, said in JSON always, and as text only on a terminal.
    func feedOutput(
        marks: NewImageMarks, thumbnails: FeedThumbnails? = nil, searching: Bool = false, morePages: Int? = nil
    ) -> any FeedOutput {
        if format == .json { return FeedJSONOutput(output: runtime.standardOutput, marks: marks) }
        let renderer = FeedTextRenderer(theme: style.theme, width: style.width)
        let terminal = runtime.standardOutput.isTerminal
        return FeedTextOutput(
            output: runtime.standardOutput, renderer: renderer, language: language, thumbnails: thumbnails,
            searching: searching, morePages: terminal ? morePages : nil, marks: terminal ? marks : nil)
    }

    /// The marks of new images for `feed`: a person reads text on a terminal, so what it shows is remembered.
    func feedMarks() -> NewImageMarks {
        NewImageMarks(remembers: format == .text && runtime.standardOutput.isTerminal)
    }
}
