import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import Testing

/// What the offline `feed` does to a cache file: a new instance validates it, then loads it. Reading a valid cache
/// writes nothing; a cache that needs a change still gets it.
@Suite("SQLiteFeedStore: a read writes nothing")
struct SQLiteFeedStoreReadTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }
    private var walURL: URL { URL(fileURLWithPath: storeURL.path + "-wal") }

    @Test("validating and loading a valid cache on a new instance write nothing")
    func validateAndLoadOnANewInstance_writeNothingToAValidCache() async throws {
        let feed = uniqueImageFeed(count: 3).models
        try await saveAndCheckpoint(feed, timestamp: Date())
        let saved = try Data(contentsOf: storeURL)

        let loaded = try await validateAndLoad(now: Date())

        #expect(loaded == feed)
        #expect(walFrameBytes() == 0, "a write left frames in the WAL")
        #expect(try Data(contentsOf: storeURL) == saved, "a write was checkpointed into the file")
    }

    @Test("validating on a new instance still deletes an expired cache after reading it")
    func validateOnANewInstance_stillDeletesAnExpiredCacheAfterReadingIt() async throws {
        let now = Date()
        try await saveAndCheckpoint(uniqueImageFeed().models, timestamp: now.minusFeedCacheMaxAge())
        let sut = SQLiteFeedStore(url: storeURL)

        let validation = try await LocalFeedLoader(store: sut, currentDate: { now }).validateCache()

        guard case .deletedExpired = validation else {
            Issue.record("\(validation)")
            return
        }
        #expect(try await sut.retrieve() == nil)
        #expect(try await SQLiteFeedStore(url: storeURL).retrieve() == nil)
    }

    @Test("retrieving on a new instance still creates a missing file")
    func retrieveOnANewInstance_stillCreatesAMissingFile() async throws {
        let cache = try await SQLiteFeedStore(url: storeURL).retrieve()

        #expect(cache == nil)
        #expect(FileManager.default.fileExists(atPath: storeURL.path))
    }

    // MARK: - Helpers

    /// Saves on an instance of its own, then moves every WAL frame into the file, as the last connection's close
    /// does: the file then holds the whole cache, whenever that instance's connections close.
    private func saveAndCheckpoint(_ feed: [FeedImage], timestamp: Date) async throws {
        try await LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: { timestamp }).save(feed)
        try await DatabaseQueue(path: storeURL.path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    private func validateAndLoad(now: Date) async throws -> [FeedImage] {
        let loader = LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: { now })
        try await loader.validateCache()
        return try await loader.load()
    }

    /// The WAL's size past its 32-byte header: 0 when it is missing, empty, or holds no frame.
    private func walFrameBytes() -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: walURL.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        return max(0, size - 32)
    }
}
