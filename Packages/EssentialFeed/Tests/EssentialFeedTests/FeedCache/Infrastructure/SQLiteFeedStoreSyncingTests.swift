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

    @Test("creating a file, saving, appending and closing flush nothing: a flush would run under the run's lock")
    func createSaveAppendAndClose_flushNothing() async throws {
        let vfs = FlushCountingVFS.shared
        do {
            let sut = SQLiteFeedStore(url: storeURL)
            try await sut.insert(uniqueImageFeed().local, timestamp: Date())
            try await sut.append(uniqueImageFeed().local)
            try await sut.insert(Data("bytes".utf8), for: URL(string: "https://a-url.com/image.png")!)
        }
        let reopened = try await SQLiteFeedStore(url: storeURL).retrieve()

        #expect(vfs.flushes(under: directory.url) == [])
        #expect(reopened?.feed.count == 4)
    }

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
}
