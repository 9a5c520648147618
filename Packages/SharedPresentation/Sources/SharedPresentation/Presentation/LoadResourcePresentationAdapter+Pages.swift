import SharedAPI

extension LoadResourcePresentationAdapter {
    /// Shows the first page, then the next ones while `wantsMore(pagesShown)` and the feed has more, each through
    /// this adapter. Whether pages were left after the last one shown (true after a failed next page), or nil when
    /// the first page failed.
    public func loadPages<Item>(
        first: () async throws -> Paginated<Item>, while wantsMore: (_ pagesShown: Int) -> Bool
    ) async -> Bool? where Resource == Paginated<Item> {
        guard var page = await load(first) else { return nil }
        var pagesShown = 1
        while let loadMore = page.loadMore, wantsMore(pagesShown) {
            guard let next = await load(loadMore) else { return true }
            page = next
            pagesShown += 1
        }
        return page.hasMore
    }
}
