import EssentialFeed
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// The `feed` command: load the first page (remote, else cache), then more pages as asked, streaming each.
struct FeedRun {
    enum Pages: Equatable {
        case count(Int)
        case all
    }

    let context: CommandContext
    let pages: Pages
    let json: Bool
    var listing = FeedListing()

    static let pageSize = 10
    /// Larger pages when everything is wanted: fewer requests, same bounded memory.
    static let allPageSize = 100

    @MainActor func run() async throws {
        let output = makeOutput()
        let pageView = FeedPageView(output: output, spinner: context.spinner)
        var listing = listing
        let presentation = context.presentation(on: pageView) { (page: Paginated<FeedImage>) in
            listing.add(page.items)
        }
        try await presentation.run(in: context) { session in
            let cache = await context.openCache(for: session)
            let service = FeedService(
                client: session.client, baseURL: session.baseURL, cache: cache.feed, writer: cache.writer,
                pageSize: pages == .all ? Self.allPageSize : Self.pageSize)
            guard let hasMore = await stream(service, through: presentation, to: output) else { return }
            let held = listing.flush()
            if !held.isEmpty { pageView.display(held) }
            output.end(hasMore: hasMore, itemCount: listing.shownCount)
            if !listing.search.isEmpty && listing.shownCount == 0 { warnNothingMatched(listing) }
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
        while let loadMore = page.loadMore, wantsMore(after: loadedPages) {
            guard let next = await presentation.load(loadMore) else { return true }
            page = next
            loadedPages += 1
        }
        return page.hasMore
    }

    /// Starts the output for where the feed came from; for the saved feed, says on stderr why.
    private func begin(_ loaded: LoadedFeed, on output: any FeedOutput) -> Paginated<FeedImage> {
        let stale = loaded.staleBecause.map { ErrorPresentation.failure($0, language: context.language) }
        if let stale { warnShowingSavedFeed(stale) }
        output.begin(source: loaded.source, stale: stale)
        return loaded.page
    }

    private func warnNothingMatched(_ listing: FeedListing) {
        context.warn(
            CLIStrings.format(
                .noMatches, language: context.language,
                ["count": "\(listing.loadedCount)", "text": listing.search.text]))
    }

    /// The remote feed failed and the saved one is shown: say why on stderr, whatever the output format.
    private func warnShowingSavedFeed(_ failure: LoadFailure) {
        let values = ["headline": failure.headline(language: context.language), "cause": failure.cause]
        context.warn(CLIStrings.format(.savedFeedShown, language: context.language, values))
    }

    private func wantsMore(after loadedPages: Int) -> Bool {
        switch pages {
        case .all: true
        case let .count(count): loadedPages < count
        }
    }

    private func makeOutput() -> any FeedOutput {
        let runtime = context.runtime
        if json { return FeedJSONOutput(output: runtime.standardOutput) }
        let renderer = FeedTextRenderer(theme: context.settings.theme, width: runtime.terminalSize().columns)
        return FeedTextOutput(output: runtime.standardOutput, renderer: renderer, language: context.language)
    }
}
