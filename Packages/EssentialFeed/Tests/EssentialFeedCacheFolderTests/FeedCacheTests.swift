import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import Testing

@testable import EssentialFeedCacheFolder

@Suite("FeedCache: one private cache folder per base URL, made on first write, with its fallbacks")
struct FeedCacheTests {
    @Test("opening makes no folder; the first write makes the folder of its key only, naming its base URL")
    func folderPerBaseURLMadeOnFirstWrite() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let first = await sut.open("first", baseURL: "http://a.example")
        let second = await sut.open("second", baseURL: "http://b.example")

        let beforeWrite = try sut.folders()
        try await first.cache.writer?.save(uniqueFeed())

        #expect(beforeWrite == [])
        #expect(try sut.folders() == ["first"])
        #expect(CacheSummary.recordedBaseURL(in: first.cache.directory) == "http://a.example")
        #expect(try await first.cache.feed?.load().count == 2)
        #expect(try await second.cache.feed?.load() == [])
        #expect(first.problems.isEmpty && second.problems.isEmpty)
    }

    @Test("the folder is private: 0700, and each of its files 0600, loose modes of an existing one tightened")
    func privateModes() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        try await sut.open("key", baseURL: "http://a.example").cache.writer?.save(uniqueFeed())
        let folder = sut.root.appendingPathComponent("key")
        chmod(folder.path, 0o755)
        chmod(folder.appendingPathComponent("feed.sqlite").path, 0o644)

        _ = await sut.open("key", baseURL: "http://a.example")

        #expect(sut.mode(of: "key") == 0o700)
        for file in ["feed.sqlite", "base-url", "feed.lock"] {
            #expect(sut.mode(of: "key/\(file)") == 0o600, "\(file)")
        }
    }

    @Test("a folder and a file made read-only (chmod 555, 444) are tightened, never made writable")
    func readOnlyModesStayReadOnly() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        try await sut.open("key", baseURL: "http://a.example").cache.writer?.save(uniqueFeed())
        let folder = sut.root.appendingPathComponent("key")
        chmod(folder.appendingPathComponent("feed.sqlite").path, 0o444)
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o700) }

        _ = await sut.open("key", baseURL: "http://a.example")

        #expect(sut.mode(of: "key") == 0o500)
        #expect(sut.mode(of: "key/feed.sqlite") == 0o400)
    }

    @Test("a cache that cannot be updated (its lock is no file) is read as it is, and never written")
    func readOnlyFallback() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        try await sut.open("key").cache.writer?.save(uniqueFeed())
        let lock = sut.root.appendingPathComponent("key/feed.lock")
        try FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)

        let opened = await sut.open("key")

        #expect(opened.kinds == ["readOnly"])
        #expect(opened.cache.writer == nil)
        #expect(try await opened.cache.feed?.load().count == 2)
    }

    @Test("a cache of a newer schema is left as it is and not used")
    func newerSchemaFallback() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        try await sut.open("key").cache.writer?.save(uniqueFeed())
        let file = sut.root.appendingPathComponent("key/feed.sqlite")
        try await DatabaseQueue(path: file.path).write { db in
            try db.execute(sql: "ALTER TABLE feed_image RENAME COLUMN location TO place")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: location is place')")
        }
        let before = try Data(contentsOf: file)

        let opened = await sut.open("key")

        #expect(opened.kinds == ["unusable"])
        #expect(opened.cache.feed == nil && opened.cache.writer == nil)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("a cache folder that is a symbolic link is not used, and nothing where it points changes")
    func linkedFolderIsRefused() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let elsewhere = sut.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: sut.root.appendingPathComponent("key"), withDestinationURL: elsewhere)

        let opened = await sut.open("key")

        #expect(opened.kinds == ["unusable"])
        #expect(opened.cache.feed == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    }

    @Test("an expired feed is deleted on opening, which remembers when it was saved")
    func expiredFeedIsDeleted() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let saved = Date(timeIntervalSince1970: 1_000_000)
        try await sut.open("key", now: saved).cache.writer?.save(uniqueFeed())

        let opened = await sut.open("key", now: saved.addingTimeInterval(8 * 86_400))

        #expect(opened.cache.deletedExpiredFeed == saved)
        #expect(try await opened.cache.feed?.load() == [])
    }

    @Test("a root three folders deep that does not exist yet is made, folders 0700, on the first write")
    func missingRootIsMadeOnFirstWrite() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let deep = sut.root.appendingPathComponent("a/b/c")

        let opened = await FeedCache.opened(
            root: deep, key: "key", currentDate: Date.init, deadline: CacheDeadline(limit: .seconds(60)),
            locking: FlockTestLock.locking, report: { _ in Issue.record("no problem expected") })
        let before = FileManager.default.fileExists(atPath: sut.root.appendingPathComponent("a").path)
        try await opened.writer?.save(uniqueFeed())

        #expect(!before)
        #expect(sut.mode(of: "a/b/c/key") == 0o700)
        #expect(await opened.writer?.savedCount() == 2)
        #expect((opened.fileSize ?? 0) > 0)
    }

    @Test("check, for the commands that only read or clear, refuses a linked file or a FIFO and changes nothing")
    func checkRefusesLinksAndFIFOs() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        try await sut.open("key").cache.writer?.save(uniqueFeed())
        let cache = FeedCache.at(
            root: sut.root, key: "key", readingOnly: true, currentDate: Date.init,
            deadline: CacheDeadline(limit: .seconds(60)), locking: FlockTestLock.locking)
        let shm = sut.root.appendingPathComponent("key/feed.sqlite-shm")
        try? FileManager.default.removeItem(at: shm)
        mkfifo(shm.path, 0o600)

        #expect(throws: CacheFolder.NotRegularFile.self) { try cache.check() }
        #expect("\(CacheFolder.NotRegularFile(path: "x"))" == "x is not a regular file")
        #expect("\(CacheFolder.SymbolicLink(path: "x"))" == "x is a symbolic link")
    }

    @Test("a failure is the deadline's once a step gave up at it, else the error itself")
    func failureNamesTheDeadline() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        // No folder yet, so opening calls no store: the tiny deadline applies to the step below only.
        let cache = await sut.open("key", deadline: CacheDeadline(limit: .milliseconds(1))).cache
        struct Other: Error {}

        let before = cache.failure(Other())
        _ = try? await cache.deadline.run { try await Task.sleep(for: .seconds(3_600)) }

        #expect(before is Other)
        #expect(cache.failure(Other()) is CacheDeadline.Exceeded)
    }

    // MARK: - Helpers

    private func uniqueFeed() -> [FeedImage] {
        (0..<2).map { _ in
            FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.example/\(UUID())")!)
        }
    }

    private struct Opened {
        let cache: FeedCache
        let problems: [FeedCache.Problem]

        var kinds: [String] {
            problems.map {
                switch $0 {
                case .recreated: "recreated"
                case .unusable: "unusable"
                case .readOnly: "readOnly"
                }
            }
        }
    }

    private struct SUT {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cache-\(UUID())")

        init() throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        func open(
            _ key: String, baseURL: String? = nil, now: Date = Date(),
            deadline: CacheDeadline = CacheDeadline(limit: .seconds(60))
        ) async -> Opened {
            var problems: [FeedCache.Problem] = []
            let cache = await FeedCache.opened(
                root: root, key: key, currentDate: { now }, deadline: deadline,
                locking: FlockTestLock.locking, baseURL: baseURL
            ) { problems.append($0) }
            return Opened(cache: cache, problems: problems)
        }

        func folders() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        }

        func mode(of path: String) -> mode_t {
            var info = stat()
            lstat(root.appendingPathComponent(path).path, &info)
            return info.st_mode & 0o777
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: root)
        }
    }
}
