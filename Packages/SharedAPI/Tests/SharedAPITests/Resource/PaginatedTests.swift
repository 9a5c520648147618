import SharedAPI
import XCTest

final class PaginatedTests: XCTestCase {
    func test_hasMore_isFalseWithoutLoadMore() {
        XCTAssertFalse(Paginated(items: [1, 2]).hasMore)
    }

    func test_loadMore_deliversTheNextPage() async throws {
        let first = Paginated(items: [1, 2], loadMore: { Paginated(items: [3]) })

        let second = try await XCTUnwrap(first.loadMore)()

        XCTAssertTrue(first.hasMore)
        XCTAssertEqual(second.items, [3])
        XCTAssertFalse(second.hasMore)
    }
}
