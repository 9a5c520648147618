/// After every event on the feed screen: the selection in view, the next page when near the end,
/// and images requested for the rows in view (and a few below), cancelled for rows that left it.
extension BrowserState {
    mutating func settleFeed() -> [BrowserEffect] {
        scrollSelectionIntoView()
        let loadMore = loadMoreIfNeeded()
        scrollSelectionIntoView()
        return loadMore + reconcileImages() + reconcilePictures()
    }

    private mutating func scrollSelectionIntoView() {
        let rowCount = feed.rows.count
        feed.selection = min(max(0, feed.selection), max(0, feed.selectableCount - 1))
        // On the last row, the loading or error row below it comes into view too.
        let bottom = feed.selection == rowCount - 1 && feed.hasMoreRow ? rowCount : feed.selection
        feed.top = BrowserLayout.feedList(rowLines: feedRowLines).top(
            feed.top, showing: feed.selection, through: bottom, count: rowCount + (feed.hasMoreRow ? 1 : 0),
            screenRows: size.rows)
    }

    private mutating func loadMoreIfNeeded() -> [BrowserEffect] {
        guard feed.hasLoaded, feed.hasMore, feed.more == .idle, !feed.isLoading else { return [] }
        if feed.isWalkingToEnd {
            feed.more = .loading
            return [.loadMore]
        }
        let rowCount = feed.rows.count
        let nearEnd = feed.selection >= rowCount - BrowserLayout.loadMoreThreshold
        let endInView = feed.top + feedViewportRows >= rowCount
        guard nearEnd || endInView else { return [] }
        feed.more = .loading
        return [.loadMore]
    }

    private mutating func reconcileImages() -> [BrowserEffect] {
        let wanted = Set(rowsWantingImages())
        dropImageData(outside: wanted)
        let cancels = feed.images.filter { $0.value == .loading && !wanted.contains($0.key) }.keys.sorted()
        cancels.forEach { feed.images[$0] = nil }
        let starts = wanted.filter { feed.images[$0] == nil }.sorted()
        starts.forEach { feed.images[$0] = .loading }
        return cancels.map(BrowserEffect.cancelImage) + starts.map { .loadImage(row: $0, url: feed.items[$0].url) }
    }

    /// Forgets the bytes (and so the status) of rows that left the view: they load again, cache first, on return.
    private mutating func dropImageData(outside wanted: Set<Int>) {
        for row in feed.imageData.keys where !wanted.contains(row) {
            feed.imageData[row] = nil
            feed.images[row] = nil
        }
    }

    /// The item indices of the rows in view and of the preloaded rows below them.
    func rowsWantingImages() -> ArraySlice<Int> {
        let rows = feed.rows
        let end = min(rows.count, feed.top + feedViewportRows + BrowserLayout.preloadRows)
        return feed.top < end ? rows[feed.top..<end] : []
    }
}
