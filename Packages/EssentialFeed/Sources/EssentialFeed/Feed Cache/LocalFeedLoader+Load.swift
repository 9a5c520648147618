import Foundation

extension LocalFeedLoader {
    /// The cached feed while it is younger than seven days; empty when there is none or it expired.
    public func load() async throws -> [FeedImage] {
        guard let cache = try await store.retrieve(), !isExpired(cache) else { return [] }
        return cache.feed.toModels()
    }

    /// The cache as stored, expired or not, for inspection.
    public func cacheInfo() async throws -> CachedFeed? {
        try await store.retrieve()
    }

    /// Whether `cache` is seven days old or older now.
    public func isExpired(_ cache: CachedFeed) -> Bool {
        !FeedCachePolicy.validate(cache.timestamp, against: currentDate())
    }
}
