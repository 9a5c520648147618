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
            guard let hasMore = await stream(service, through: presentation, to: output) else { return }
            let held = listing.flush()
            if !held.isEmpty { pageView.display(held) }
            output.end(hasMore: hasMore, itemCount: listing.shownCount)
            if !listing.search.isEmpty && listing.shownCount == 0 {
                FeedWarnings(context: context).nothingMatched(listing)
            }
        }
    }

    /// Shows the first page and as many more as asked. Whether more pages were left, or nil when the first failed.
    @MainActor private func stream(
        _ service: FeedService,
        through presentation: LoadResourcePresentationAdapter<Paginated<FeedImage>, FeedPageView>,
        to output: any FeedOutput
    ) async -> Bool? {
        guard var page = await presentation.load({ try await begin(service.load(), on: output) }) else { return nil }
        var loadedPages = 1
        while let loadMore = page.loadMore, pages.wantsMore(after: loadedPages) {
            guard let next = await presentation.load(loadMore) else { return true }
            page = next
            loadedPages += 1
        }
        return page.hasMore
    }

    /// Starts the output for where the feed came from; for the saved feed, says on stderr why.
    private func begin(_ loaded: LoadedFeed, on output: any FeedOutput) -> Paginated<FeedImage> {
        let stale = loaded.staleBecause.map { ErrorPresentation.failure($0, language: context.language) }
        if let stale { FeedWarnings(context: context).showingSavedFeed(because: stale) }
        output.begin(source: loaded.source, stale: stale)
        return loaded.page
    }
}
