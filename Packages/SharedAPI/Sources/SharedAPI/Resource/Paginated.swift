/// One page of items and, while more may exist, the way to load the next.
public struct Paginated<Item: Sendable>: Sendable {
    public typealias LoadMore = @Sendable () async throws -> Paginated<Item>

    public let items: [Item]
    public let loadMore: LoadMore?

    public init(items: [Item], loadMore: LoadMore? = nil) {
        self.items = items
        self.loadMore = loadMore
    }

    /// Whether another page may exist.
    public var hasMore: Bool { loadMore != nil }
}
