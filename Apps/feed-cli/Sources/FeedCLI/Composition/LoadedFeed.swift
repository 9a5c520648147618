import EssentialFeed
import SharedAPI

/// The first page of the feed and where it came from; later pages through `page.loadMore`.
struct LoadedFeed: Sendable {
    let source: FeedSource
    let page: Paginated<FeedImage>
}
