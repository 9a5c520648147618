import EssentialFeed
import EssentialFeedCacheFolder
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// The `feed` command: load the first page (remote, else cache), then more pages as asked, streaming each.
struct FeedRun {
    let context: CommandContext
    let pages: FeedPages
    var listing = FeedImageListing()

    @MainActor func run() async throws {
        let thumbnails = context.feedThumbnails()
        let marks = context.feedMarks()
        let output = context.feedOutput(
            marks: marks, thumbnails: thumbnails, searching: !listing.search.isEmpty, morePages: pages.next)
        let stdout = context.runtime.standardOutput
        let warnings = FeedWarnings(reporter: context.reporter, style: context.style)
        var listing = listing
        let pageView = TextResourceView(output: stdout, spinner: context.spinner)
        let presentation = context.presentation(on: pageView) { (page: Paginated<FeedImage>) in
            output.render(.page(listing.add(page.items)))
        }
        try await presentation.run(in: context) { session in
            let cache = await context.openCache(for: session)
            marks.start(in: cache.directory)
            // A walk cut short by a reader who quit the pager keeps a longer saved feed (see `FeedWalkSave`).
            let service = FeedService(
                remote: session.feedPages, cache: cache.feed, writer: cache.writer,
                save: FeedWalkSave(writer: cache.writer, keepingLongerSavedFeed: true), pageSize: pages.pageSize,
                saveFailed: { warnings.cacheNotSaved(because: $0) })
            // Only thumbnails load images: a text feed without them builds no image service (its loader's first use
            // costs the runtime a conformance scan).
            let images = thumbnails.map { _ in
                ImageDataService(
                    remote: session.imageBytes, cache: cache.images, logger: context.settings.requestLogger,
                    saveFailed: context.imageSaveWarning(for: cache))
            }
            let shown = await presentation.loadPages(
                first: {
                    let page = output.begin(try await service.load(), warnings: warnings, on: stdout)
                    guard let thumbnails, let images else { return page }
                    return await page.preparing { await thumbnails.load($0, with: images) }
                },
                while: pages.wantsMore)
            if let hasMore = shown {
                let held = listing.flush()
                if !held.isEmpty { output.write(.page(held), on: stdout) }
                output.write(.end(hasMore: hasMore, itemCount: listing.shownCount), on: stdout)
                warnings.ifNothingMatched(listing)
            } else if let saved = cache.deletedExpiredFeed {
                // Nothing shown: say why the saved feed was not the fallback, when opening found it too old.
                warnings.savedFeedTooOld(saved)
            }
            // Everything is shown; the saves may still wait for a cache another program holds locked. A walk that
            // gets here was not cut short by a reader who quit the pager, so what it held back is saved too.
            await service.finishWalk()
            await images?.finishSaving()
            marks.remember(in: cache.directory)
            await cache.close()
        }
    }
}
