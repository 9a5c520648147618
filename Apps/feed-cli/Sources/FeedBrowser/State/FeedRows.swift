import EssentialFeed

/// The rows of the feed screen: the indices of the items that match the search, in the chosen sort.
enum FeedRows {
    /// Every matching index, sorted.
    static func all(of items: [FeedImage], matching query: FeedImageSearch, sort: FeedImageSort) -> [Int] {
        var rows: [Int] = []
        insert(items.indices, of: items, matching: query, sort: sort, into: &rows)
        return rows
    }

    /// Adds the matching indices of `added` (after every index in `rows`) where the sort puts them: at the end in the
    /// API's order, else after every row not later in the order, so equal images keep the server's order.
    static func insert(
        _ added: Range<Int>, of items: [FeedImage], matching query: FeedImageSearch, sort: FeedImageSort,
        into rows: inout [Int]
    ) {
        insert(
            added, of: items, matching: { query.matches($0) }, sort: sort, ordering: { sort.puts($0, before: $1) },
            into: &rows)
    }

    /// `insert` with the match and the order as functions, so a test can count how often each is asked: a page
    /// costs its own items' matches and a binary search each, however many rows there already are.
    static func insert(
        _ added: Range<Int>, of items: [FeedImage], matching matches: (FeedImage) -> Bool, sort: FeedImageSort,
        ordering puts: (FeedImage, FeedImage) -> Bool, into rows: inout [Int]
    ) {
        let matching = added.filter { matches(items[$0]) }
        guard sort != .api else { return rows += matching }
        if rows.isEmpty { return rows = sorted(matching, of: items, sort: sort) }
        for index in matching {
            rows.insert(index, at: position(of: index, in: rows, of: items, puts: puts))
        }
    }

    /// The first position whose image comes after `items[index]` in the sort: a binary search.
    private static func position(
        of index: Int, in rows: [Int], of items: [FeedImage], puts: (FeedImage, FeedImage) -> Bool
    ) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if puts(items[index], items[rows[middle]]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Maps the sorted images back to their indices; equal images keep their order, since every sort is stable.
    private static func sorted(_ matching: [Int], of items: [FeedImage], sort: FeedImageSort) -> [Int] {
        let sorted = sort.sorted(matching.map { items[$0] })
        var queues = Dictionary(grouping: matching) { items[$0] }
        return sorted.compactMap { image in queues[image]?.isEmpty == false ? queues[image]?.removeFirst() : nil }
    }
}
