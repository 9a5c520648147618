import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a cache left an empty WAL and a shared-memory file beside a file whose last writer had removed them
/// (`cache info`, `cache list`, an offline `feed`, the completions): SQLite makes both for a read-only connection and
/// never deletes them. A read now leaves the folder as it found it: the same files, the database's bytes unchanged,
/// the frames a writer left in a WAL read and kept; also where nothing may be written (chmod 555 and 444), and with
/// a writer of another connection at work.
@Suite("SQLiteFeedStore: a read leaves the cache's folder as it found it")
struct SQLiteFeedStoreFolderAfterReadTests {
    private let directory = TemporaryDirectory()
    private let savingDirectory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    /// Which store reads: one that only reads (`cache info`, `cache list`, the completions), or one that may write
    /// but has not yet (an offline `feed`, `cache validate` of a valid cache). The store stays: the files go with
    /// each read, not with the store, which a command may still hold when its process ends.
    enum Reader: String, CaseIterable, Sendable, CustomStringConvertible {
        case readingOnly = "a store that only reads"
        case writable = "a store that has not written yet"

        var description: String { rawValue }

        func store(_ url: URL) -> SQLiteFeedStore {
            self == .readingOnly ? .readingOnly(url: url) : SQLiteFeedStore(url: url)
        }
    }

    @Test(
        "a file its last writer closed: no WAL nor shared-memory file is left, the file unchanged",
        arguments: Reader.allCases)
    func fileItsLastWriterClosed_readLeavesNoFileBehind(_ reader: Reader) async throws {
        let (feed, timestamp, bytes) = (uniqueImageFeed().local, Date(), Data("bytes".utf8))
        try await saveClosed(feed, timestamp: timestamp, bytes: bytes)
        let before = try Snapshot(of: directory.url)
        try #require(before.names == ["feed.sqlite"])

        let sut = reader.store(storeURL)
        let cache = try await sut.retrieve()
        let afterOneRead = try Snapshot(of: directory.url)
        let read = try await sut.retrieve(dataForURL: anyURL())

        #expect(cache == CachedFeed(feed: feed, timestamp: timestamp))
        #expect(read == bytes)
        #expect(afterOneRead == before)
        #expect(try Snapshot(of: directory.url) == before)
    }

    @Test(
        "frames that a writer of another program left in the WAL: read, and every file kept", arguments: Reader.allCases
    )
    func framesAnotherProgramLeft_areReadAndKept(_ reader: Reader) async throws {
        try await saveClosed(uniqueImageFeed().local, timestamp: Date(), bytes: anyData())
        // The worker ends without closing its store, as a killed writer does: its frames stay in the WAL.
        let written = try ChildProcess.run(try ChildProcess.worker(), [storeURL.path, "writer", "1"])
        try #require(written.status == 0, "\(written.error)")
        let before = try Snapshot(of: directory.url)
        try #require(before.walBytes > 32, "no frame in the WAL")

        let cache = try await reader.store(storeURL).retrieve()

        #expect(cache?.feed.map(\.description) == Array(repeating: "writer-0", count: 10))
        #expect(try Snapshot(of: directory.url).ignoringSharedMemory == before.ignoringSharedMemory)
    }

    @Test("a writer that has the file open: a read sees its save and leaves its files to it")
    func writerThatHasTheFileOpen_keepsItsFiles() async throws {
        try await saveClosed(uniqueImageFeed().local, timestamp: Date(), bytes: anyData())
        let (saved, later, timestamp) = (uniqueImageFeed().local, uniqueImageFeed().local, Date())
        let writer = SQLiteFeedStore(url: storeURL)
        try await writer.insert(saved, timestamp: timestamp)

        let read = try await SQLiteFeedStore.readingOnly(url: storeURL).retrieve()
        let namesAfterTheRead = try Snapshot(of: directory.url).names
        try await writer.insert(later, timestamp: timestamp)

        #expect(read == CachedFeed(feed: saved, timestamp: timestamp))
        #expect(namesAfterTheRead == ["feed.sqlite", "feed.sqlite-shm", "feed.sqlite-wal"])
        #expect(try await SQLiteFeedStore.readingOnly(url: storeURL).retrieve()?.feed == later)
    }

    @Test(
        "a folder (chmod 555) or a file (chmod 444) nobody may write: read by another program as it is, and left so",
        arguments: ["folder", "file"])
    func nothingMayBeWritten_readAsItIs(_ locked: String) async throws {
        let feed = uniqueImageFeed().local
        try await saveClosed(feed, timestamp: Date(), bytes: anyData())
        let path = locked == "folder" ? directory.url.path : storeURL.path
        #expect(chmod(path, locked == "folder" ? 0o555 : 0o444) == 0)
        defer { _ = chmod(path, locked == "folder" ? 0o755 : 0o644) }
        let before = try Snapshot(of: directory.url)

        let read = try ChildProcess.run(try ChildProcess.worker(), ["read", storeURL.path], obeyingFileModes: true)

        #expect(read.status == 0, "\(read.error)")
        #expect(read.text.split(separator: "\n").map(String.init) == feed.map(\.id.uuidString))
        #expect(try Snapshot(of: directory.url) == before)
    }

    // MARK: - Helpers

    /// The cache file as the last program to close it leaves it: the whole database in the file, which is in WAL
    /// mode, and no WAL nor shared-memory file beside it. Saved by a store in a folder of its own, whose frames a
    /// checkpoint then moves into the file (when that store's connections close is not this test's to know).
    private func saveClosed(_ feed: [LocalFeedImage], timestamp: Date, bytes: Data) async throws {
        let file = savingDirectory.url.appendingPathComponent("feed.sqlite")
        let writer = SQLiteFeedStore(url: file)
        try await writer.insert(feed, timestamp: timestamp)
        try await writer.insert(bytes, for: anyURL())
        try await DatabaseQueue(path: file.path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        try FileManager.default.copyItem(at: file, to: storeURL)
    }

    /// A folder's files, by name, with the bytes of each and when it was last changed.
    struct Snapshot: Equatable {
        struct File: Equatable {
            let bytes: Data
            let modified: Date?
        }

        let files: [String: File]

        init(of folder: URL) throws {
            var files: [String: File] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let path = folder.appendingPathComponent(name).path
                let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                files[name] = File(bytes: try Data(contentsOf: URL(fileURLWithPath: path)), modified: modified)
            }
            self.files = files
        }

        private init(files: [String: File]) {
            self.files = files
        }

        var names: [String] { files.keys.sorted() }
        var walBytes: Int { files["feed.sqlite-wal"]?.bytes.count ?? 0 }

        /// The same, but for the shared memory's bytes, which every reader of a WAL writes to (its read marks).
        var ignoringSharedMemory: Snapshot {
            var files = files
            if files["feed.sqlite-shm"] != nil { files["feed.sqlite-shm"] = File(bytes: Data(), modified: nil) }
            return Snapshot(files: files)
        }
    }
}
