import Foundation

/// What `LocalFeedLoader.validateCache()` found, and so what it did.
public enum CacheValidation: Sendable {
    /// There was no cache; nothing was done.
    case empty
    /// The cache is younger than seven days and was kept.
    case valid
    /// The cache was seven days old or older and was deleted; `savedAt` is when it had been saved.
    case deletedExpired(savedAt: Date)
    /// The cache could not be read (the error says why) and was deleted; the store recreates it empty. A
    /// `FeedStoreFailure` that is not `isUnreadableCache` is thrown instead, and the cache left as it is.
    case resetUnreadable(any Error)
}

extension LocalFeedLoader {
    /// Deletes the cache when it is expired or cannot be read (the store then recreates it empty), and says which;
    /// a cache the store can only not use now (a `FeedStoreFailure` that is not unreadable) is left, and the failure
    /// thrown.
    @discardableResult
    public func validateCache() async throws -> CacheValidation {
        let cache: CachedFeed?
        do {
            cache = try await store.retrieve()
        } catch is CancellationError {
            throw CancellationError()
        } catch let failure as FeedStoreFailure where !failure.isUnreadableCache {
            throw failure
        } catch {
            try await store.deleteCachedFeed()
            return .resetUnreadable(error)
        }
        guard let cache else { return .empty }
        guard isExpired(cache) else { return .valid }
        try await store.deleteCachedFeed()
        return .deletedExpired(savedAt: cache.timestamp)
    }
}
