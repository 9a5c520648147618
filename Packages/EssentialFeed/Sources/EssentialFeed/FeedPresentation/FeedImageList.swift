import Foundation

/// The images of a paged feed as a list shows them: every image loaded, and the rows shown (the positions in
/// ``images`` of those that match the search, in the chosen order).
///
/// The rows are kept, not computed: a list reads them for every key and every frame, and recomputing them from all
/// the images each time made a walk through the pages quadratic. A new page only matches and sorts in its own
/// images; a new search or order recomputes them once.
public struct FeedImageList: Equatable, Sendable {
    /// Every image loaded, in the server's order.
    public private(set) var images: [FeedImage] = []
    /// The positions in ``images`` of the images shown, in display order.
    public private(set) var rows: [Int] = []
    /// Which images are shown; every one for an empty search.
    public var search: FeedImageSearch {
        didSet { if search != oldValue { rows = Self.rows(of: images, matching: search, sort: sort) } }
    }
    /// The order the rows are shown in.
    public var sort: FeedImageSort {
        didSet { if sort != oldValue { rows = Self.rows(of: images, matching: search, sort: sort) } }
    }

    /// An empty list that will show the images matching `search` in the order `sort`.
    public init(search: FeedImageSearch = FeedImageSearch(""), sort: FeedImageSort = .api) {
        self.search = search
        self.sort = sort
    }

    /// Replaces the images with a first page.
    public mutating func replace(with page: [FeedImage]) {
        images = page
        rows = Self.rows(of: images, matching: search, sort: sort)
    }

    /// Appends a next page: only its images are matched and sorted in.
    public mutating func append(_ page: [FeedImage]) {
        let start = images.count
        images += page
        let search = search
        let sort = sort
        Self.insert(
            start..<images.count, of: images, matching: { search.matches($0) }, sort: sort,
            ordering: { sort.puts($0, before: $1) }, into: &rows)
    }

    /// The first row after `row` whose image is one of `ids` (the images marked new, say), going round from the top
    /// past the last row and ending on `row` itself; nil when no row's image is.
    ///
    /// - Parameters:
    ///   - row: A row, or past the last for the last.
    ///   - ids: The images looked for.
    /// - Returns: A position in ``rows``.
    public func nextRow(after row: Int, amongImages ids: Set<UUID>) -> Int? {
        guard !rows.isEmpty else { return nil }
        let start = min(max(0, row), rows.count - 1)
        return (1...rows.count).lazy.map { (start + $0) % rows.count }.first { ids.contains(images[rows[$0]].id) }
    }

    /// Every matching position, sorted.
    private static func rows(of images: [FeedImage], matching search: FeedImageSearch, sort: FeedImageSort) -> [Int] {
        var rows: [Int] = []
        insert(
            images.indices, of: images, matching: { search.matches($0) }, sort: sort,
            ordering: { sort.puts($0, before: $1) }, into: &rows)
        return rows
    }

    /// Adds the matching positions of `added` (after every position in `rows`) where the sort puts them: at the end
    /// in the API's order, else after every row not later in the order, so equal images keep the server's order.
    /// The match and the order are functions so that a test can count how often each is asked: a page costs its own
    /// images' matches and a binary search each, however many rows there already are.
    static func insert(
        _ added: Range<Int>, of images: [FeedImage], matching matches: (FeedImage) -> Bool, sort: FeedImageSort,
        ordering puts: (FeedImage, FeedImage) -> Bool, into rows: inout [Int]
    ) {
        let matching = added.filter { matches(images[$0]) }
        guard sort != .api else { return rows += matching }
        if rows.isEmpty { return rows = sorted(matching, of: images, sort: sort) }
        for index in matching {
            rows.insert(index, at: position(of: index, in: rows, of: images, puts: puts))
        }
    }

    /// The first position whose image comes after `images[index]` in the sort: a binary search.
    private static func position(
        of index: Int, in rows: [Int], of images: [FeedImage], puts: (FeedImage, FeedImage) -> Bool
    ) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if puts(images[index], images[rows[middle]]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Maps the sorted images back to their positions; equal images keep their order, since every sort is stable.
    private static func sorted(_ matching: [Int], of images: [FeedImage], sort: FeedImageSort) -> [Int] {
        let sorted = sort.sorted(matching.map { images[$0] })
        var queues = Dictionary(grouping: matching) { images[$0] }
        return sorted.compactMap { image in queues[image]?.isEmpty == false ? queues[image]?.removeFirst() : nil }
    }
}

extension FeedImageSort {
    /// Whether `image` comes strictly before `other` in this order. Asked of `sorted(_:)` itself, so the list never
    /// keeps a second copy of the order's rules: a stable sort swaps a pair only when the second comes first.
    func puts(_ image: FeedImage, before other: FeedImage) -> Bool {
        guard self != .api, image != other else { return false }
        return sorted([other, image]).first == image
    }
}
