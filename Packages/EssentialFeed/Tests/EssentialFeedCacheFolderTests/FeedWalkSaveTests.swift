import EssentialFeed
import EssentialFeedCacheFolder
import EssentialFeedSQLite
import Foundation
import SharedAPITestSupport
import Testing

@Suite("FeedWalkSave: a walk cut short never replaces a longer saved feed")
struct FeedWalkSaveTests {
    @Test("holding a longer saved feed: pages shorter than it write nothing until the walk ends as asked")
    func holdsUntilFinished() async throws {
        let sut = try SUT()
        try await sut.writer().save(sut.images(0..<6))
        let save = FeedWalkSave(writer: sut.writer(), keepingLongerSavedFeed: true)

        _ = try await save.add(sut.images(10..<12))
        _ = try await save.add(sut.images(12..<14))
        let beforeTheEnd = try await sut.cachedIDs()
        try await save.finish()

        #expect(beforeTheEnd == sut.images(0..<6).map(\.id))
        #expect(try await sut.cachedIDs() == sut.images(10..<14).map(\.id))
    }

    @Test("once the walk is as long as the saved feed, it replaces it and later pages are appended")
    func replacesOnceAsLong() async throws {
        let sut = try SUT()
        try await sut.writer().save(sut.images(0..<4))
        let save = FeedWalkSave(writer: sut.writer(), keepingLongerSavedFeed: true)

        _ = try await save.add(sut.images(10..<12))
        _ = try await save.add(sut.images(12..<14))
        _ = try await save.add(sut.images(14..<16))

        #expect(try await sut.cachedIDs() == sut.images(10..<16).map(\.id))
    }

    @Test("not holding (the browser): the first page replaces the saved feed at once")
    func replacesAtOnceByDefault() async throws {
        let sut = try SUT()
        try await sut.writer().save(sut.images(0..<6))
        let save = FeedWalkSave(writer: sut.writer())

        _ = try await save.add(sut.images(10..<12))

        #expect(try await sut.cachedIDs() == sut.images(10..<12).map(\.id))
    }

    private struct SUT {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("walk-save-\(UUID())")
        let store: SQLiteFeedStore

        init() throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            store = SQLiteFeedStore(url: directory.appendingPathComponent("feed.sqlite"))
        }

        func writer() -> FeedCacheWriter {
            FeedCacheWriter(
                loader: LocalFeedLoader(store: store, currentDate: Date.init),
                lock: FlockTestLock(url: directory.appendingPathComponent("feed.lock")),
                deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)))
        }

        func images(_ range: Range<Int>) -> [FeedImage] {
            range.map { index in
                let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", index))!
                return FeedImage(
                    id: id, description: nil, location: nil, url: URL(string: "https://a.example/\(id).png")!)
            }
        }

        func cachedIDs() async throws -> [UUID] {
            try await store.retrieve()?.feed.map(\.id) ?? []
        }
    }
}
