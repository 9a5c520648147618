import Foundation

/// The cached feed and when it was saved.
public struct CachedFeed: Equatable, Sendable {
    /// The cached images, in the order they were saved and appended.
    public let feed: [LocalFeedImage]
    /// When the feed was saved; appending keeps it.
    public let timestamp: Date

    /// A cached `feed` saved at `timestamp`.
    public init(feed: [LocalFeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
