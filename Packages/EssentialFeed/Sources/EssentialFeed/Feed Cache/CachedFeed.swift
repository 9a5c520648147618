import Foundation

/// The cached feed and when it was saved.
public struct CachedFeed: Equatable, Sendable {
    public let feed: [LocalFeedImage]
    public let timestamp: Date

    public init(feed: [LocalFeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
