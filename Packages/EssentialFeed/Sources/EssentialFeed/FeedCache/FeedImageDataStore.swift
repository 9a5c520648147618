import Foundation

/// Where image bytes are cached by URL, bounded in size, evicting the least recently used first.
public protocol FeedImageDataStore: Sendable {
    /// Stores `data` for `url`, replacing what was there and marking it most recently used.
    func insert(_ data: Data, for url: URL) async throws
    /// The bytes for `url`, or `nil` when not cached. A read: it changes nothing, so it never waits for a write.
    func retrieve(dataForURL url: URL) async throws -> Data?
    /// Marks the bytes for `url`, if cached, most recently used: a write, kept apart from `retrieve(dataForURL:)` so
    /// that bytes can be shown before it (it may wait for another program's lock on the store).
    func markRecentlyUsed(dataForURL url: URL) async throws
    /// How many images are cached and their total size in bytes.
    func imageStatistics() async throws -> (count: Int, bytes: Int)
}

extension FeedImageDataStore {
    /// The default size bound of an image data store: 256 MiB.
    public static var defaultMaximumImageBytes: Int { 256 * 1024 * 1024 }
}
