import Foundation

/// What the feed cache holds, for inspection (`LocalFeedLoader.status()`).
public struct CacheStatus: Equatable, Sendable {
    /// How many images are cached.
    public let imageCount: Int
    /// When the feed was saved.
    public let timestamp: Date
    /// Whether the cache is seven days old or older, so `load()` no longer delivers it.
    public let isExpired: Bool

    /// A status with every field given.
    public init(imageCount: Int, timestamp: Date, isExpired: Bool) {
        self.imageCount = imageCount
        self.timestamp = timestamp
        self.isExpired = isExpired
    }
}
