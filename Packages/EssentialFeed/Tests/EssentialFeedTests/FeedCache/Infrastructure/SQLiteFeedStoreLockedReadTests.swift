import EssentialFeed
import Foundation
import GRDB
import SharedAPITestSupport
import Testing

@testable import EssentialFeedSQLite

/// Another program holding a cache file's write lock (an open `BEGIN IMMEDIATE`) holds up no read: the feed and
/// image bytes are read while it holds the lock, with a write of the same store waiting for it all the while, and
/// that write is saved once the lock is released. Image bytes were read by a write (it marked them used), which
/// waited for the lock in SQLite's busy handler, 15 s, and then failed; and an attempt at opening the file for
/// writing waited there too, on the queue that the reads before the first write take turns on.
@Suite("SQLiteFeedStore: reads while another connection holds the write lock", .timeLimit(.minutes(HangGuard.minutes)))
struct SQLiteFeedStoreLockedReadTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    /// Which store reads: one that only read the file so far (its read-only connection), or the one that saved it
    /// (its writable pool).
    enum Reader: String, CaseIterable, Sendable, CustomStringConvertible {
        case newStore = "a new store"
        case savingStore = "the store that saved the file"

        var description: String { rawValue }
    }

    @Test(
        "the feed and image bytes are read while the lock is held and a write waits for it", arguments: Reader.allCases)
    func readsWhileAnotherConnectionHoldsTheWriteLock(_ reader: Reader) async throws {
        let feed = uniqueImageFeed(count: 2).local
        let (saved, savedBytes) = (URL(string: "https://a-url.com/saved.png")!, Data("saved".utf8))
        let (later, laterBytes) = (URL(string: "https://a-url.com/later.png")!, Data("later".utf8))
        let saving = SQLiteFeedStore(url: storeURL)
        try await saving.insert(feed, timestamp: Date())
        try await saving.insert(savedBytes, for: saved)
        let sut = reader == .newStore ? SQLiteFeedStore(url: storeURL) : saving
        let lock = try holdWriteLock()

        let write = Task { try await sut.insert(laterBytes, for: later) }
        let bytesWhileHeld = try await sut.retrieve(dataForURL: saved)
        let feedWhileHeld = try await sut.retrieve()?.feed
        let missWhileHeld = try await sut.retrieve(dataForURL: later)
        try lock.release()
        try await write.value

        #expect(bytesWhileHeld == savedBytes)
        #expect(feedWhileHeld == feed)
        #expect(missWhileHeld == nil)
        #expect(try await sut.retrieve(dataForURL: later) == laterBytes)
    }

    @Test("a read queued behind an attempt at opening the file for writing is not held up by the lock")
    func readBehindAnOpeningForWriting_isNotHeldUpByTheLock() async throws {
        let (saved, savedBytes) = (URL(string: "https://a-url.com/saved.png")!, Data("saved".utf8))
        try await SQLiteFeedStore(url: storeURL).insert(savedBytes, for: saved)
        let sut = SQLiteFeedStore(url: storeURL)
        _ = try await sut.retrieve()
        // An empty WAL, as the last program to close the file leaves it: opening for writing must write to make one.
        let lock = try holdWriteLock(truncatingTheWAL: true)

        let write = Task { try await sut.insert(Data("later".utf8), for: URL(string: "https://a-url.com/later.png")!) }
        while sut.openAttempts == 0 { await Task.yield() }
        let bytesWhileHeld = try await sut.retrieve(dataForURL: saved)
        try lock.release()
        try await write.value

        #expect(bytesWhileHeld == savedBytes)
    }

    @Test("a write waits for the lock as long as the store is told, no more", arguments: Reader.allCases)
    func writeWaitsForTheLockAsLongAsTold(_ reader: Reader) async throws {
        let url = URL(string: "https://a-url.com/saved.png")!
        let saving = SQLiteFeedStore(url: storeURL, lockWait: .zero)
        try await saving.insert(Data("saved".utf8), for: url)
        let sut = reader == .newStore ? SQLiteFeedStore(url: storeURL, lockWait: .zero) : saving
        let lock = try holdWriteLock(truncatingTheWAL: true)

        var failure: (any Error)?
        do { try await sut.insert(Data("later".utf8), for: url) } catch { failure = error }
        try lock.release()

        let error = try #require(failure, "saved while the lock was held")
        #expect("\(error)".contains("locked"), "\(error)")
        #expect(try await sut.retrieve(dataForURL: url) == Data("saved".utf8))
    }

    // MARK: - Helpers

    /// Another connection holding the file's write lock, as a program with an open `BEGIN IMMEDIATE` does, until
    /// `release()`.
    private func holdWriteLock(truncatingTheWAL: Bool = false) throws -> HeldWriteLock {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: storeURL.path, configuration: configuration)
        try other.writeWithoutTransaction { db in
            if truncatingTheWAL { try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            try db.execute(sql: "BEGIN IMMEDIATE")
        }
        return HeldWriteLock(connection: other)
    }
}

private struct HeldWriteLock {
    let connection: DatabaseQueue

    func release() throws {
        try connection.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
    }
}
