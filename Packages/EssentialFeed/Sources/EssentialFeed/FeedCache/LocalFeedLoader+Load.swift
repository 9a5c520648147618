import Foundation
import SharedAPI

/// The saved feed is a feed loader like the server's: a use case falls back to it through `ResourceLoader`.
extension LocalFeedLoader: ResourceLoader {
    /// The cached feed while it is younger than seven days; empty when there is none or it expired.
    public func load() async throws -> [FeedImage] {
        guard let cache = try await store.retrieve(), !isExpired(cache) else { return [] }
        return cache.feed.toModels()
    }

    /// What the cache holds, expired or not, without changing it; `nil` when there is none.
    public func status() async throws -> CacheStatus? {
        guard let cache = try await store.retrieve() else { return nil }
        return CacheStatus(imageCount: cache.feed.count, timestamp: cache.timestamp, isExpired: isExpired(cache))
    }

    /// Whether `cache` is seven days old or older now.
    func isExpired(_ cache: CachedFeed) -> Bool {
        !FeedCachePolicy.validate(cache.timestamp, against: currentDate())
    }
}
