/// What the image data cache holds.
public struct CachedImageDataStatistics: Equatable, Sendable {
    /// How many images are cached.
    public let imageCount: Int
    /// Their total size in bytes.
    public let totalBytes: Int

    public init(imageCount: Int, totalBytes: Int) {
        self.imageCount = imageCount
        self.totalBytes = totalBytes
    }
}

extension LocalFeedImageDataLoader {
    /// How many images the cache holds and their size, without changing which are most recently used.
    public func statistics() async throws -> CachedImageDataStatistics {
        let (count, bytes) = try await store.imageStatistics()
        return CachedImageDataStatistics(imageCount: count, totalBytes: bytes)
    }
}
