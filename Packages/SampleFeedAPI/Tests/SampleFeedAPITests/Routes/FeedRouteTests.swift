import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("GET /feed")
struct FeedRouteTests {
    @Test("the first page has the default 10 items with absolute image URLs on the server's address")
    func firstPage() async throws {
        let sut = try SUT { $0.port = 8080 }

        let page = try await sut.test { try await $0.feed() }

        #expect(page.items.count == 10)
        #expect(page.items.allSatisfy { $0.image.absoluteString.hasPrefix("http://127.0.0.1:8080/images/") })
        #expect(page.items.allSatisfy { ["png", "jpg"].contains($0.image.pathExtension) })
    }

    @Test("paging with after_id visits every bundled item exactly once, then an empty page")
    func pagesToTheEnd() async throws {
        let sut = try SUT()

        let (ids, pages) = try await sut.test { client in try await pageThrough(client, limit: 7) }

        #expect(ids.count >= 30)
        #expect(Set(ids).count == ids.count)
        #expect(pages == (ids.count + 6) / 7 + 1)
    }

    @Test("the configured public base URL is used for image URLs, keeping its path")
    func publicBaseURL() async throws {
        let sut = try SUT { $0.publicBaseURL = URL(string: "https://cdn.example.com/v1/")! }

        let page = try await sut.test { try await $0.feed("?limit=1") }

        #expect(page.items.first?.image.absoluteString == "https://cdn.example.com/v1/images/01.png")
    }

    @Test("nil description and location are absent keys; non-ASCII text arrives intact")
    func optionalAndUnicodeFields() async throws {
        let sut = try SUT()

        let page = try await sut.test { try await $0.feed("?limit=100") }
        let raw = try await sut.test { try jsonObject(try await $0.get("/feed?limit=100")) }

        #expect(page.items.contains { $0.description == nil })
        #expect(page.items.contains { $0.location == nil })
        #expect(page.items.contains { $0.location == "Αθήνα, Ελλάδα" })
        #expect(page.items.contains { $0.location?.contains("東京") == true })
        let items = try #require(raw["items"] as? [[String: Any]])
        #expect(items.contains { $0.keys.contains("description") == false })
        #expect(items.allSatisfy { !($0["description"] is NSNull) && !($0["location"] is NSNull) })
    }

    @Test("limit accepts 1 and 100", arguments: [1, 100])
    func validLimits(limit: Int) async throws {
        let sut = try SUT()

        let page = try await sut.test { try await $0.feed("?limit=\(limit)") }

        #expect(page.items.count == min(limit, 36))
    }

    @Test("a limit outside 1...100 or not a number is a bad request", arguments: ["0", "101", "-1", "abc", "", "1.5"])
    func invalidLimits(limit: String) async throws {
        let sut = try SUT()

        let status = try await sut.test { try await $0.get("/feed?limit=\(limit)").status }

        #expect(status == .badRequest)
    }

    @Test("an after_id that is not a UUID or not in the feed is a bad request", arguments: ["nope", UUID().uuidString])
    func invalidAfterID(afterID: String) async throws {
        let sut = try SUT()

        let status = try await sut.test { try await $0.get("/feed?after_id=\(afterID)").status }

        #expect(status == .badRequest)
    }

    @Test("after_id is accepted in upper or lower case")
    func afterIDCase() async throws {
        let sut = try SUT()

        let (lower, upper) = try await sut.test { client in
            let first = try #require(try await client.feed("?limit=1").items.first)
            let lower = try await client.feed("?limit=2&after_id=\(first.id.uuidString.lowercased())")
            let upper = try await client.feed("?limit=2&after_id=\(first.id.uuidString.uppercased())")
            return (lower, upper)
        }

        #expect(lower == upper)
        #expect(lower.items.count == 2)
    }

    @Test("an unknown path is not found")
    func unknownPath() async throws {
        let sut = try SUT()

        let status = try await sut.test { try await $0.get("/nothing-here").status }

        #expect(status == .notFound)
    }
}

/// Pages until an empty page; returns every id seen and the number of requests.
func pageThrough(_ client: any TestClientProtocol, limit: Int) async throws -> ([UUID], Int) {
    var ids: [UUID] = []
    var pages = 0
    while true {
        let after = ids.last.map { "&after_id=\($0)" } ?? ""
        let page = try await client.feed("?limit=\(limit)\(after)")
        pages += 1
        if page.items.isEmpty { return (ids, pages) }
        ids += page.items.map(\.id)
    }
}
