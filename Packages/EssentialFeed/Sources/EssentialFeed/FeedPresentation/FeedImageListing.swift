/// What a search and a sort make of a feed loaded page by page: each page's matches as it comes, or, for a sort
/// other than ``FeedImageSort/api``, every match held back and shown once, sorted, at the end.
public struct FeedImageListing: Sendable {
    /// The images shown are those this search matches.
    public let search: FeedImageSearch
    /// The order of the images shown; any other than ``FeedImageSort/api`` needs every page first.
    public let sort: FeedImageSort
    private var collected: [FeedImage] = []
    /// How many images were loaded.
    public private(set) var loadedCount = 0
    /// How many of the loaded images passed the search.
    public private(set) var shownCount = 0

    /// A listing of the images `search` matches, in `sort` order.
    public init(search: FeedImageSearch = FeedImageSearch(""), sort: FeedImageSort = .api) {
        self.search = search
        self.sort = sort
    }

    /// Whether pages are held back until the end: sorting needs every item, so a sorted listing cannot stream.
    public var collectsPages: Bool { sort != .api }

    /// The images to show now for a loaded `page`.
    public mutating func add(_ page: [FeedImage]) -> [FeedImage] {
        let matches = search.filter(page)
        loadedCount += page.count
        shownCount += matches.count
        guard collectsPages else { return matches }
        collected += matches
        return []
    }

    /// The images held back until the end, sorted; empty after the first call.
    public mutating func flush() -> [FeedImage] {
        defer { collected = [] }
        return sort.sorted(collected)
    }
}
