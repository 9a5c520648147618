import EssentialFeed
import Foundation

/// A feed and image data store that keeps its URLs under a stable origin (see `OriginRebase`): the loaders above
/// it see live URLs, the file below it holds stable ones, and image bytes are keyed by the stable URL, so they
/// outlive the port of the run that saved them.
struct RebasingFeedStore: FeedStore, FeedImageDataStore {
    let store: any FeedStore & FeedImageDataStore
    let rebase: OriginRebase

    func deleteCachedFeed() async throws {
        try await store.deleteCachedFeed()
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await store.insert(feed.map { moved($0, by: rebase.toStable) }, timestamp: timestamp)
    }

    func append(_ feed: [LocalFeedImage]) async throws {
        try await store.append(feed.map { moved($0, by: rebase.toStable) })
    }

    func retrieve() async throws -> CachedFeed? {
        guard let cached = try await store.retrieve() else { return nil }
        return CachedFeed(feed: cached.feed.map { moved($0, by: rebase.toLive) }, timestamp: cached.timestamp)
    }

    func insert(_ data: Data, for url: URL) async throws {
        try await store.insert(data, for: rebase.toStable(url))
    }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        try await store.retrieve(dataForURL: rebase.toStable(url))
    }

    func markRecentlyUsed(dataForURL url: URL) async throws {
        try await store.markRecentlyUsed(dataForURL: rebase.toStable(url))
    }

    func imageStatistics() async throws -> (count: Int, bytes: Int) {
        try await store.imageStatistics()
    }

    private func moved(_ image: LocalFeedImage, by move: (URL) -> URL) -> LocalFeedImage {
        LocalFeedImage(id: image.id, description: image.description, location: image.location, url: move(image.url))
    }
}
