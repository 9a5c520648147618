import Foundation

extension LocalFeedLoader {
    /// Replaces the cache with `feed`, stamped now, in one store call so a crash never leaves it half-written.
    public func save(_ feed: [FeedImage]) async throws {
        try await store.insert(feed.toLocal(), timestamp: currentDate())
    }

    /// Adds a further page to the cache without touching the pages already saved or the timestamp.
    public func append(_ feed: [FeedImage]) async throws {
        guard !feed.isEmpty else { return }
        try await store.append(feed.toLocal())
    }
}
