import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("What the server remembers per path")
struct RequestCounterTests {
    @Test("4,000 distinct unknown paths, image ids and image names are answered 404 and add no entry")
    func unknownPathsAddNoState() async throws {
        let sut = try SUT()
        let before = await sut.state.counter.entryCount

        let statuses = try await sut.test { client in
            var statuses: Set<Int> = []
            for index in 0..<4000 { statuses.insert(try await client.get(Self.unknownPath(index)).status.code) }
            return statuses
        }

        #expect(statuses == [404])
        #expect(await sut.state.counter.entryCount == before)
        #expect(await sut.state.counter.total == 4000)
    }

    @Test("one path spelled several ways is counted under one entry")
    func oneEntryPerKnownPath() async throws {
        let sut = try SUT()
        let item = try #require(sut.state.catalog.page(after: nil, limit: 1)?.first)
        let spellings = [
            "/image/\(item.id.uuidString.lowercased())/comments", "/image/\(item.id.uuidString.uppercased())/comments",
            "/image/\(item.id.uuidString.lowercased())/comments/",
        ]

        try await sut.test { client in for path in spellings { _ = try await client.get(path) } }

        #expect(await sut.state.counter.entryCount == 1)
        #expect(await sut.state.counter.count(path: spellings[0]) == 3)
    }

    private static func unknownPath(_ index: Int) -> String {
        switch index % 3 {
        case 0: "/nothing-\(index)"
        case 1: "/image/\(UUID())/comments"
        default: "/images/unknown-\(index).png"
        }
    }
}
