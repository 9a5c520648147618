import EssentialFeedCacheFolder
import Foundation

extension CommandContext {
    /// What `show` and `image` load an image with: found in the saved or remote feed, its bytes from `cache` or the
    /// network (then saved, one warning if that fails), its comments from the API.
    func feedImageService(session: APISession, cache: FeedCache) -> FeedImageService {
        FeedImageService(
            pages: session.feedPages, imageBytes: session.imageBytes, commentsAPI: session.commentsAPI,
            feed: cache.feed, images: cache.images,
            logger: settings.requestLogger, maximumPages: ShowRun.maximumPages, saveFailed: imageSaveWarning(for: cache)
        )
    }

    /// Told when image bytes could not be saved to `cache`: one warning for the run, however many pictures failed,
    /// and none for a cache that cannot be updated at all, which its opening already said.
    func imageSaveWarning(for cache: FeedCache) -> @Sendable (any Error) -> Void {
        guard cache.writer != nil else { return { _ in } }
        let said = FirstTime()
        return { error in
            guard said.claim() else { return }
            let cause = ErrorPresentation.cause(of: cache.failure(error), language: language)
            reporter.warn(CLIStrings.format(.imageNotSaved, language: language, ["cause": cause]))
        }
    }
}

/// True for the first `claim()` only.
///
/// `@unchecked Sendable`: `claimed` is only read and written under `lock`.
private final class FirstTime: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
