import EssentialFeed
import Foundation

/// A feed and image data store whose every call is one cache step under `deadline` (see `CacheDeadline`): a file
/// another program holds locked fails the call with `CacheDeadline.Exceeded` instead of blocking the command.
struct DeadlineFeedStore: FeedStore, FeedImageDataStore {
    let store: any FeedStore & FeedImageDataStore
    let deadline: CacheDeadline

    func deleteCachedFeed() async throws {
        try await deadline.run { [store] in try await store.deleteCachedFeed() }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await deadline.run { [store] in try await store.insert(feed, timestamp: timestamp) }
    }

    func append(_ feed: [LocalFeedImage]) async throws {
        try await deadline.run { [store] in try await store.append(feed) }
    }

    func retrieve() async throws -> CachedFeed? {
        try await deadline.run { [store] in try await store.retrieve() }
    }

    func insert(_ data: Data, for url: URL) async throws {
        try await deadline.run { [store] in try await store.insert(data, for: url) }
    }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        try await deadline.run { [store] in try await store.retrieve(dataForURL: url) }
    }

    func markRecentlyUsed(dataForURL url: URL) async throws {
        try await deadline.run { [store] in try await store.markRecentlyUsed(dataForURL: url) }
    }

    func imageStatistics() async throws -> (count: Int, bytes: Int) {
        let statistics = try await deadline.run { [store] in
            let (count, bytes) = try await store.imageStatistics()
            return [count, bytes]
        }
        return (statistics[0], statistics[1])
    }
}
