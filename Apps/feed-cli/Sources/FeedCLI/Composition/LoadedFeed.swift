import EssentialFeed
import SharedAPI

/// The first page of the feed and where it came from; later pages through `page.loadMore`. A feed from the cache
/// carries the remote failure that made it stale.
struct LoadedFeed: Sendable {
    let source: FeedSource
    let page: Paginated<FeedImage>
    var staleBecause: (any Error)? = nil
}
