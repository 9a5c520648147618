import EssentialFeed
import SharedAPI

/// Where a shown feed came from, as a program's output says it (feed-cli's JSON `source`).
public enum FeedSource: String, Sendable {
    /// The server's feed.
    case remote
    /// The feed saved in the cache, shown because the server's could not be loaded.
    case cache
}

/// The first page of the feed and where it came from; later pages through `page.loadMore`. A feed from the cache
/// carries the remote failure that made it stale.
public struct LoadedFeed: Sendable {
    /// Where the feed came from.
    public let source: FeedSource
    /// The first page; `loadMore` gives the next.
    public let page: Paginated<FeedImage>
    /// For a feed from the cache, why the remote one failed.
    public var staleBecause: (any Error)?

    /// A loaded feed.
    ///
    /// - Parameters:
    ///   - source: Where it came from.
    ///   - page: Its first page.
    ///   - staleBecause: Why the remote feed failed, for one from the cache.
    public init(source: FeedSource, page: Paginated<FeedImage>, staleBecause: (any Error)? = nil) {
        self.source = source
        self.page = page
        self.staleBecause = staleBecause
    }
}
