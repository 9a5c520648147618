import EssentialFeed
import EssentialFeedSQLite
import Foundation
import SharedAPITestSupport
import Testing

@testable import EssentialFeedCacheFolder

@Suite("FeedCacheWriter: runs sharing a cache never interleave their pages")
struct FeedCacheWriterTests {
    @Test("appends its later pages to the cache it saved")
    func appendsToItsOwnSave() async throws {
        let sut = try SUT()
        let writer = sut.makeWriter()

        try await writer.save(sut.page(0))
        let appended = try await writer.append(sut.page(1))

        #expect(appended)
        #expect(try await sut.cachedIDs() == (sut.page(0) + sut.page(1)).map(\.id))
    }

    @Test("once another run saved, appends nothing: the cache stays the other run's")
    func appendsNothingAfterAnotherSave() async throws {
        let sut = try SUT()
        let first = sut.makeWriter()
        let second = sut.makeWriter()

        try await first.save(sut.page(0))
        try await second.save(sut.page(2))
        let appended = try await first.append(sut.page(1))

        #expect(!appended)
        #expect(try await sut.cachedIDs() == sut.page(2).map(\.id))
    }

    private struct SUT {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID())")
        let store: SQLiteFeedStore
        var lockURL: URL { directory.appendingPathComponent("feed.lock") }

        init() throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            store = SQLiteFeedStore(url: directory.appendingPathComponent("feed.sqlite"))
        }

        func makeWriter() -> FeedCacheWriter {
            FeedCacheWriter(
                loader: LocalFeedLoader(store: store, currentDate: Date.init), lock: FlockTestLock(url: lockURL),
                deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)))
        }

        func page(_ number: Int) -> [FeedImage] {
            (0..<3).map { index in
                let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", number * 10 + index))!
                return FeedImage(
                    id: id, description: nil, location: nil, url: URL(string: "https://a.example/\(id).png")!)
            }
        }

        func cachedIDs() async throws -> [UUID] {
            try await store.retrieve()?.feed.map(\.id) ?? []
        }
    }
}
