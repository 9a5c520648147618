import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// A store was closed only when its last reference went: a task that had resumed its caller could still hold it, so
/// the WAL was moved into the file and deleted after the command had returned (or never, in a process that exited
/// first). `close()` closes it when told, while references remain; and with the readers first, since GRDB's own
/// `close()` closes the writer first and the last reader to close leaves the WAL and shared memory behind.
@Suite("SQLiteFeedStore: close() leaves the feed in the file, and no WAL nor shared memory, while it is still held")
struct SQLiteFeedStoreCloseTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    @Test("after a save and reads, close() removes the WAL and shared memory; the feed and image data are in the file")
    func closeAfterSaveAndReads_leavesOnlyTheFile() async throws {
        let (feed, timestamp, bytes) = (uniqueImageFeed().local, Date(), Data("bytes".utf8))
        let sut = SQLiteFeedStore(url: storeURL)
        try await sut.insert(feed, timestamp: timestamp)
        try await sut.insert(bytes, for: anyURL())
        _ = try await sut.retrieve()
        _ = try await sut.retrieve(dataForURL: anyURL())
        try #require(FileManager.default.fileExists(atPath: storeURL.path + "-wal"))

        await sut.close()

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["feed.sqlite"])
        let reader = SQLiteFeedStore.readingOnly(url: storeURL)
        #expect(try await reader.retrieve() == CachedFeed(feed: feed, timestamp: timestamp))
        #expect(try await reader.retrieve(dataForURL: anyURL()) == bytes)
        withExtendedLifetime(sut) {}
    }

    @Test("a call after close() opens the file again")
    func callAfterClose_opensAgain() async throws {
        let (feed, timestamp) = (uniqueImageFeed().local, Date())
        let sut = SQLiteFeedStore(url: storeURL)
        try await sut.insert(uniqueImageFeed().local, timestamp: timestamp)
        await sut.close()

        try await sut.insert(feed, timestamp: timestamp)

        #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: timestamp))
    }
}
