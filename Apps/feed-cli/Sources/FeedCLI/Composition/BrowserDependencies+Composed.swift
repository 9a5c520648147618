import EssentialFeedCacheFolder
import FeedBrowser
import TerminalViews

extension BrowserDependencies {
    /// The feed service of the browser: its saves run behind what is shown, and the run waits for them at the end.
    static func feedService(session: APISession, cache: FeedCache) -> FeedService {
        FeedService(remote: session.feedPages, cache: cache.feed, writer: cache.writer, pageSize: FeedPages.pageSize)
    }

    /// The browser with the same feed, image and comment loaders as the other commands, over one session; the run
    /// waits for the saves of `feed` and `images` when it ends. `marks` says which images are new and keeps every
    /// listed one, to be remembered as seen.
    static func composed(
        session: APISession, cache: FeedCache, feed: FeedService, images: ImageDataService, marks: NewImageMarks,
        context: CommandContext
    ) -> BrowserDependencies {
        let comments = session.commentsAPI
        return BrowserDependencies(
            loadFeed: { try await browserFeed(feed, cache: cache) },
            loadImageData: { try await images.imageData(from: $0) },
            loadComments: { try await comments.comments(of: $0).load() },
            postComment: { try await comments.post($1, on: $0).load() },
            newImages: { marks.show($0) },
            style: ViewStyle(
                theme: context.settings.theme, language: context.language, currentDate: context.runtime.currentDate),
            pictures: context.settings.pictureRenderer(), environment: context.runtime.environment,
            mouse: context.settings.mouse, keymap: context.settings.keymap)
    }

    /// The feed's first page; the saved one with when it was saved and why the remote one failed.
    private static func browserFeed(_ feed: FeedService, cache: FeedCache) async throws -> BrowserFeed {
        let loaded = try await feed.load()
        guard loaded.source == .cache else { return BrowserFeed(page: loaded.page) }
        let savedAt = try? await cache.feed?.status()?.timestamp
        return BrowserFeed(page: loaded.page, savedAt: savedAt, staleBecause: loaded.staleBecause)
    }
}
