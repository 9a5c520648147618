extension Paginated {
    /// This page and every next one, each after `prepare` ran on its items: what a page needs before it is shown
    /// (its pictures loaded, say) done as it is loaded, the next page's only when it is asked for.
    ///
    /// - Parameter prepare: The work on a page's items; it runs once a page, in the order the pages are loaded.
    /// - Returns: The same pages, each one's `prepare` done before it is returned.
    public func preparing(_ prepare: @escaping @Sendable ([Item]) async -> Void) async -> Paginated<Item> {
        await prepare(items)
        guard let loadMore else { return self }
        return Paginated(items: items) { try await loadMore().preparing(prepare) }
    }
}
