import SharedAPI
import Testing

@Suite("Paginated: a page of items, and how to load the next")
struct PaginatedTests {
    @Test("has no more pages without a loadMore")
    func hasMoreIsFalseWithoutLoadMore() {
        #expect(!Paginated(items: [1, 2]).hasMore)
    }

    @Test("loadMore delivers the next page")
    func loadMoreDeliversTheNextPage() async throws {
        let first = Paginated(items: [1, 2], loadMore: { Paginated(items: [3]) })

        let loadMore = try #require(first.loadMore)
        let second = try await loadMore()

        #expect(first.hasMore)
        #expect(second.items == [3])
        #expect(!second.hasMore)
    }
}
