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
                first: { output.begin(try await service.load(), warnings: FeedWarnings(context: context)) },
                while: pages.wantsMore)
            guard let hasMore = shown else { return }
            let held = listing.flush()
            if !held.isEmpty { pageView.display(held) }
            output.end(hasMore: hasMore, itemCount: listing.shownCount)
            FeedWarnings(context: context).ifNothingMatched(listing)
        }
    }
}
