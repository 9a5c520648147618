import EssentialFeed
import TerminalViews

/// Where the feed command writes the pages it loads, as text or JSON, one page at a time.
protocol FeedOutput: Sendable {
    /// Starts the output; `stale` is why the remote feed was not shown, for a feed from the cache.
    func begin(source: FeedSource, stale: LoadFailure?)
    func page(_ items: [FeedImage])
    func end(hasMore: Bool, itemCount: Int)
}

extension CommandContext {
    /// Where `feed` writes: JSON, or text themed and wrapped for this terminal, on stdout.
    func feedOutput(json: Bool) -> any FeedOutput {
        if json { return FeedJSONOutput(output: runtime.standardOutput) }
        let renderer = FeedTextRenderer(theme: settings.theme, width: runtime.terminalSize().columns)
        return FeedTextOutput(output: runtime.standardOutput, renderer: renderer, language: language)
    }
}
