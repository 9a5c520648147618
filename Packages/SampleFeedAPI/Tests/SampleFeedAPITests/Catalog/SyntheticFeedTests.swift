import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("Synthetic feed for benchmarks")
struct SyntheticFeedTests {
    @Test("paging through a generated feed returns every item once, then an empty page")
    func pagesThroughAllItems() async throws {
        let sut = try SUT { $0.syntheticItems = 2_500 }

        let (ids, pages) = try await sut.test { client in try await pageThrough(client, limit: 100) }

        #expect(ids.count == 2_500)
        #expect(Set(ids).count == 2_500)
        #expect(pages == 26)
    }

    @Test("a page deep in a 100,000-item feed is served from the id alone")
    func deepPage() throws {
        let catalog = SyntheticFeedCatalog(count: 100_000, imageNames: ["01.png", "02.png"])

        let page = try #require(catalog.page(after: SyntheticFeedCatalog.id(at: 99_949), limit: 100))
        let last = catalog.page(after: SyntheticFeedCatalog.id(at: 99_999), limit: 100)

        #expect(page.map(\.id) == (99_950..<100_000).map(SyntheticFeedCatalog.id(at:)))
        #expect(last == [])
    }

    @Test("ids outside the generated range, or of the bundled feed, are unknown")
    func unknownIDs() {
        let catalog = SyntheticFeedCatalog(count: 10, imageNames: ["01.png"])

        #expect(catalog.page(after: SyntheticFeedCatalog.id(at: 10), limit: 10) == nil)
        #expect(catalog.page(after: UUID(), limit: 10) == nil)
        #expect(catalog.item(id: SyntheticFeedCatalog.id(at: 9)) != nil)
    }

    @Test("generated images have comments routes and fetchable image URLs")
    func itemsAreUsable() async throws {
        let sut = try SUT { $0.syntheticItems = 50 }

        let (comments, imageStatus) = try await sut.test { client in
            let item = try #require(try await client.feed("?limit=1").items.first)
            return (try await client.comments(item.id), try await client.get(item.image.path).status)
        }

        #expect(comments == [])
        #expect(imageStatus == .ok)
    }
}
