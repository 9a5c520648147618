import Foundation

/// Where the feed cache lives. Every call is atomic: a failed or interrupted call leaves the previous cache.
public protocol FeedStore: Sendable {
    /// Deletes the cached feed; an unreadable store is recreated empty.
    func deleteCachedFeed() async throws
    /// Replaces the cached feed (in one transaction) and its timestamp. Of duplicate ids, the first is kept.
    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws
    /// Adds a page after the cached feed in O(page), keeping the timestamp; no effect without a cache.
    /// Images whose id is already cached are skipped.
    func append(_ feed: [LocalFeedImage]) async throws
    /// The cached feed in the order it was inserted and appended, or `nil` when there is none.
    func retrieve() async throws -> CachedFeed?
}
