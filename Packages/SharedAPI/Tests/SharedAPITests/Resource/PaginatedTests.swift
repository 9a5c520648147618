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

@Suite("Paginated.preparing: each page's items prepared before the page is returned")
struct PaginatedPreparingTests {
    @Test("the first page is prepared at once, each next one only when it is loaded, and the items are unchanged")
    func preparesEachPageWhenLoaded() async throws {
        let prepared = PreparedPages()
        let last = Paginated(items: [4])
        let pages = Paginated(items: [1, 2], loadMore: { Paginated(items: [3], loadMore: { last }) })

        let first = await pages.preparing { await prepared.append($0) }
        let preparedFirst = await prepared.pages
        let loadSecond = try #require(first.loadMore)
        let second = try await loadSecond()
        let preparedSecond = await prepared.pages
        let loadThird = try #require(second.loadMore)
        let third = try await loadThird()
        let preparedThird = await prepared.pages

        #expect([first.items, second.items, third.items] == [[1, 2], [3], [4]])
        #expect(!third.hasMore)
        #expect(preparedFirst == [[1, 2]])
        #expect(preparedSecond == [[1, 2], [3]])
        #expect(preparedThird == [[1, 2], [3], [4]])
    }

    private actor PreparedPages {
        var pages: [[Int]] = []

        func append(_ page: [Int]) { pages.append(page) }
    }
}
