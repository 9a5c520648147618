import EssentialFeed
import Foundation

/// A store in a cache folder that does not exist yet: until the first write, reads find nothing without opening
/// the file (which would create it and its folder); each write makes the folder first (see
/// `CacheFolderOnFirstWrite`).
struct FolderOnFirstWriteStore: FeedStore, FeedImageDataStore {
    let store: any FeedStore & FeedImageDataStore
    let folder: CacheFolderOnFirstWrite

    func deleteCachedFeed() async throws {
        guard folder.isMade else { return }
        try await store.deleteCachedFeed()
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try folder.prepare()
        try await store.insert(feed, timestamp: timestamp)
    }

    func append(_ feed: [LocalFeedImage]) async throws {
        try folder.prepare()
        try await store.append(feed)
    }

    func retrieve() async throws -> CachedFeed? {
        guard folder.isMade else { return nil }
        return try await store.retrieve()
    }

    func insert(_ data: Data, for url: URL) async throws {
        try folder.prepare()
        try await store.insert(data, for: url)
    }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        guard folder.isMade else { return nil }
        return try await store.retrieve(dataForURL: url)
    }

    func markRecentlyUsed(dataForURL url: URL) async throws {
        guard folder.isMade else { return }
        try await store.markRecentlyUsed(dataForURL: url)
    }

    func imageStatistics() async throws -> (count: Int, bytes: Int) {
        guard folder.isMade else { return (0, 0) }
        return try await store.imageStatistics()
    }
}
