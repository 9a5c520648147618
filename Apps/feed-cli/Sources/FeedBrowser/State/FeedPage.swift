import EssentialFeed

/// A loaded page of the feed as the state sees it: the driver keeps the `loadMore` closure.
struct FeedPage: Equatable, Sendable {
    let items: [FeedImage]
    let hasMore: Bool
}
