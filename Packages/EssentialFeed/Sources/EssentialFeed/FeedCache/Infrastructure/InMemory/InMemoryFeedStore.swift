import Foundation

/// A feed and image data store in memory, for tests and for runs without a cache directory.
public actor InMemoryFeedStore: FeedStore, FeedImageDataStore {
    private var cache: CachedFeed?
    private var cachedIDs: Set<UUID> = []
    private var images = LeastRecentlyUsedImages()
    private let maximumImageBytes: Int

    /// An empty store that keeps at most `maximumImageBytes` of image data.
    public init(maximumImageBytes: Int = InMemoryFeedStore.defaultMaximumImageBytes) {
        self.maximumImageBytes = maximumImageBytes
    }

    public func deleteCachedFeed() {
        cache = nil
        cachedIDs = []
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) {
        cachedIDs = []
        cache = CachedFeed(feed: unique(feed), timestamp: timestamp)
    }

    public func append(_ feed: [LocalFeedImage]) {
        guard let cache else { return }
        self.cache = CachedFeed(feed: cache.feed + unique(feed), timestamp: cache.timestamp)
    }

    public func retrieve() -> CachedFeed? {
        cache
    }

    private func unique(_ feed: [LocalFeedImage]) -> [LocalFeedImage] {
        feed.filter { cachedIDs.insert($0.id).inserted }
    }
}

extension InMemoryFeedStore {
    /// Data larger than the whole bound is not kept (nor does it evict anything else).
    public func insert(_ data: Data, for url: URL) {
        guard data.count <= maximumImageBytes else { return images.remove(url) }
        images.insert(data, for: url)
        images.evict(toFit: maximumImageBytes)
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        images.data(for: url)
    }

    public func markRecentlyUsed(dataForURL url: URL) {
        images.touch(url)
    }

    /// How many images are cached and their total size in bytes.
    public func imageStatistics() -> (count: Int, bytes: Int) {
        (images.count, images.totalBytes)
    }
}
