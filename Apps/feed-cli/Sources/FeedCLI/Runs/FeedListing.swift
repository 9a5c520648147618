import EssentialFeed

/// What `feed --search/--sort` make of the loaded pages: filtered pages as they come, or, for a
/// sort other than `api`, every loaded page collected and shown once, sorted, at the end.
struct FeedListing: Sendable {
    let search: FeedImageSearch
    let sort: FeedImageSort
    private var collected: [FeedImage] = []
    /// How many images were loaded, and how many passed the search.
    private(set) var loadedCount = 0
    private(set) var shownCount = 0

    init(search: FeedImageSearch = FeedImageSearch(""), sort: FeedImageSort = .api) {
        self.search = search
        self.sort = sort
    }

    /// Sorting needs every item, so a sorted listing cannot stream.
    var collectsPages: Bool { sort != .api }

    /// The images to show now for a loaded page.
    mutating func add(_ page: [FeedImage]) -> [FeedImage] {
        let matches = search.filter(page)
        loadedCount += page.count
        shownCount += matches.count
        guard collectsPages else { return matches }
        collected += matches
        return []
    }

    /// The images held back until the end (sorted), once.
    mutating func flush() -> [FeedImage] {
        defer { collected = [] }
        return sort.sorted(collected)
    }
}
