/// One page of items and, while more may exist, the way to load the next.
public struct Paginated<Item: Sendable>: Sendable {
    /// Loads the next page.
    public typealias LoadMore = @Sendable () async throws -> Paginated<Item>

    /// The items of this page.
    public let items: [Item]
    /// Loads the next page; nil on the last page.
    public let loadMore: LoadMore?

    /// A page of `items`, the last one unless `loadMore` is given.
    public init(items: [Item], loadMore: LoadMore? = nil) {
        self.items = items
        self.loadMore = loadMore
    }

    /// Whether another page may exist.
    public var hasMore: Bool { loadMore != nil }
}
