import EssentialFeed
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// The `feed` command: load the first page (remote, else cache), then more pages as asked, streaming each.
struct FeedRun {
    let context: CommandContext
    let pages: FeedPages
    let json: Bool
    var listing = FeedListing()

    @MainActor func run() async throws {
        let output = context.feedOutput(json: json)
        let pageView = FeedPageView(output: output, spinner: context.spinner)
        var listing = listing
        let presentation = context.presentation(on: pageView) { (page: Paginated<FeedImage>) in
            listing.add(page.items)
        }
        try await presentation.run(in: context) { session in
            let cache = await context.openCache(for: session)
            let service = FeedService(
                client: session.client, baseURL: session.baseURL, cache: cache.feed, writer: cache.writer,
                pageSize: pages.pageSize)
            let shown = await presentation.loadPages(
                first: { try await begin(service.load(), on: output) }, while: pages.wantsMore)
            guard let hasMore = shown else { return }
            let held = listing.flush()
            if !held.isEmpty { pageView.display(held) }
            output.end(hasMore: hasMore, itemCount: listing.shownCount)
            FeedWarnings(context: context).ifNothingMatched(listing)
        }
    }

    /// Starts the output for where the feed came from; for the saved feed, says on stderr why.
    private func begin(_ loaded: LoadedFeed, on output: any FeedOutput) -> Paginated<FeedImage> {
        let stale = loaded.staleBecause.map { ErrorPresentation.failure($0, language: context.language) }
        if let stale { FeedWarnings(context: context).showingSavedFeed(because: stale) }
        output.begin(source: loaded.source, stale: stale)
        return loaded.page
    }
}
