import ArgumentParser
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
        let succeeded = try await context.withSession { session in
            let cache = await context.openCache(for: session)
            return await show(
                FeedService(
                    client: session.client, baseURL: session.baseURL, cache: cache.feed, writer: cache.writer,
                    pageSize: pages == .all ? Self.allPageSize : Self.pageSize))
        }
        if !succeeded { throw ExitCode.failure }
    }

    @MainActor private func show(_ service: FeedService) async -> Bool {
        let output = makeOutput()
        let presenter = LoadResourcePresenter<[FeedImage], FeedPageView>(
            resourceView: FeedPageView(output: output, spinner: context.spinner),
            loadingView: context.loadingView, errorView: context.errorView, mapper: { $0 },
            errorMessage: { ErrorPresentation.viewModel(for: $0, language: context.language) })
        presenter.didStartLoading()
        let loaded: LoadedFeed
        switch await Result(catching: service.load) {
        case let .success(value): loaded = value
        case let .failure(error):
            presenter.didFinishLoading(with: error)
            return false
        }
        let stale = loaded.staleBecause.map { ErrorPresentation.failure($0, language: context.language) }
        if let stale { warnShowingSavedFeed(stale) }
        output.begin(source: loaded.source, stale: stale)
        return await stream(loaded.page, to: output, presenter: presenter)
    }

    @MainActor private func stream(
        _ first: Paginated<FeedImage>, to output: any FeedOutput,
        presenter: LoadResourcePresenter<[FeedImage], FeedPageView>
    ) async -> Bool {
        var page = first
        var loadedPages = 1
        var listing = listing
        presenter.didFinishLoading(with: listing.add(page.items))
        while let loadMore = page.loadMore, wantsMore(after: loadedPages) {
            presenter.didStartLoading()
            switch await Result(catching: loadMore) {
            case let .success(next): page = next
            case let .failure(error):
                finish(&listing, output: output, presenter: presenter, hasMore: true)
                presenter.didFinishLoading(with: error)
                return false
            }
            loadedPages += 1
            presenter.didFinishLoading(with: listing.add(page.items))
        }
        finish(&listing, output: output, presenter: presenter, hasMore: page.hasMore)
        return true
    }

    @MainActor private func finish(
        _ listing: inout FeedListing, output: any FeedOutput,
        presenter: LoadResourcePresenter<[FeedImage], FeedPageView>, hasMore: Bool
    ) {
        let held = listing.flush()
        if !held.isEmpty { presenter.didFinishLoading(with: held) }
        output.end(hasMore: hasMore, itemCount: listing.shownCount)
        if !listing.search.isEmpty && listing.shownCount == 0 {
            context.warn(
                CLIStrings.format(
                    .noMatches, language: context.language,
                    ["count": "\(listing.loadedCount)", "text": listing.search.text]))
        }
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
