import EssentialFeed
import Foundation
import GRDB
import Testing

@testable import EssentialFeedSQLite

/// The cache asks the disk for no flush (SQLite's `synchronous = OFF`): a flush runs inside a write, while the run
/// holds the cache's write lock, and on a disk busy with other programs' writes one took 28 to 47 s, which every other
/// run sharing the cache waited out until its deadline ("locked for more than 60 s"). A file left unreadable by a
/// crash of the system is replaced as any unreadable cache is.
@Suite("SQLiteFeedStore: no flush of the disk while a run holds the cache")
struct SQLiteFeedStoreSyncingTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    @Test("the connection that writes a new file asks for no flush, after GRDB's switch to WAL asked for some")
    func writerOfANewFile_asksForNoFlush() async throws {
        let sut = SQLiteFeedStore(url: storeURL)

        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        #expect(try await sut.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") } == 0)
    }

    @Test("the connections that read a file the store writes ask for no flush either")
    func readerOfTheWritablePool_asksForNoFlush() async throws {
        let sut = SQLiteFeedStore(url: storeURL)
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        let setting = try await sut.read(
            fromPool: { try Int.fetchOne($0, sql: "PRAGMA synchronous") }, fromConnection: { _ in nil })

        #expect(setting == 0)
    }

    @Test("a file whose WAL the last program emptied is written, its WAL made again, and read back")
    func fileWithAnEmptiedWAL_isWrittenAndReadBack() async throws {
        let feed = uniqueImageFeed().local
        try await SQLiteFeedStore(url: storeURL).insert(uniqueImageFeed().local, timestamp: Date())
        try Data().write(to: URL(fileURLWithPath: storeURL.path + "-wal"))
        let sut = SQLiteFeedStore(url: storeURL)

        try await sut.insert(feed, timestamp: Date())

        #expect(try await SQLiteFeedStore(url: storeURL).retrieve()?.feed == feed)
    }
}
