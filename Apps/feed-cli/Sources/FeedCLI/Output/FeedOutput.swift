import EssentialFeed

/// Where the feed command writes the pages it loads, as text or JSON, one page at a time.
protocol FeedOutput: Sendable {
    func begin(source: FeedSource)
    func page(_ items: [FeedImage])
    func end(hasMore: Bool, itemCount: Int)
}
