import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedAPITestSupport
import Testing

@Suite("CacheSummaryReader: what each cache folder holds, read without making or changing one")
struct CacheSummaryReaderTests {
    @Test("a cache's size, feed, age and image bytes, and its recorded base URL")
    func summaryOfACache() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let cache = await sut.cache("api")
        try await cache.writer?.save(sut.images(3))
        try await cache.images?.save(Data([1, 2, 3]), for: URL(string: "https://a.example/1.png")!)

        let summary = await sut.reader().summary(of: cache.directory)

        #expect(summary.problem == nil)
        #expect(summary.baseURL == "https://a.example")
        #expect(!summary.isSample)
        #expect(summary.itemCount == 3)
        #expect(summary.savedAt == sut.now)
        #expect(summary.isExpired == false)
        #expect(summary.imageDataCount == 1)
        #expect(summary.imageDataBytes == 3)
        #expect((summary.sizeBytes ?? 0) > 0)
    }

    @Test("a missing folder is an empty summary and is not made; a folder that holds no cache says so")
    func missingAndForeignFolders() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let missing = sut.root.appendingPathComponent("none")
        let foreign = sut.root.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: false)
        try Data("x".utf8).write(to: foreign.appendingPathComponent("holiday.jpg"))

        let none = await sut.reader().summary(of: missing, baseURL: "https://b.example")
        let notACache = await sut.reader().summary(of: foreign)

        #expect(none.problem == nil && none.sizeBytes == nil && none.baseURL == "https://b.example")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(notACache.problem == "not a cache")
    }

    @Test("the size is the cache file's and its write-ahead log's together, and the file is the folder's feed.sqlite")
    func sizeCountsTheWriteAheadLog() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let folder = sut.root.appendingPathComponent("logged")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data(repeating: 0, count: 100).write(to: folder.appendingPathComponent("feed.sqlite"))
        try Data(repeating: 0, count: 23).write(to: folder.appendingPathComponent("feed.sqlite-wal"))

        let summary = await sut.reader().summary(of: folder)

        #expect(summary.sizeBytes == 123)
        #expect(summary.fileURL == folder.appendingPathComponent("feed.sqlite"))
    }

    @Test("a cache file that holds no saved feed has 0 images and no saved date, and is no problem")
    func fileWithoutASavedFeed() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let weekAgo = sut.now.addingTimeInterval(-8 * 24 * 60 * 60)
        try await sut.cache("emptied", now: weekAgo).writer?.save(sut.images(2))
        let cache = await sut.cache("emptied")
        #expect(cache.deletedExpiredFeed == weekAgo)

        let summary = await sut.reader().summary(of: cache.directory)

        #expect(summary.problem == nil)
        #expect(summary.itemCount == 0)
        #expect(summary.savedAt == nil && summary.isExpired == nil)
        #expect(summary.imageDataCount == nil)
        #expect((summary.sizeBytes ?? 0) > 0)
    }

    @Test("reading a cache changes none of its files' bytes and makes none but SQLite's own log and shared memory")
    func readingChangesNothing() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let folder = try await sut.savedCache("kept", images: 2)
        let before = try sut.contents(of: folder)

        _ = await sut.reader().summary(of: folder)

        // A reading connection of a file in WAL mode may leave `-wal` and `-shm` beside it; they hold no new data.
        let after = try sut.contents(of: folder).filter { !$0.key.hasSuffix("-wal") && !$0.key.hasSuffix("-shm") }
        #expect(after == before, "\(before.mapValues(\.count)) then \(after.mapValues(\.count))")
    }

    @Test("the sample API's folder has no base URL")
    func sampleFolder() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }

        let summary = await sut.reader().summary(of: sut.root.appendingPathComponent(CacheKey.sample))

        #expect(summary.isSample)
        #expect(summary.baseURL == nil)
    }

    @Test("a cache file that cannot be used is worded as unusable")
    func unusableCache() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let folder = sut.root.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("feed.sqlite"), withDestinationURL: URL(fileURLWithPath: "/dev/null"))

        let summary = await sut.reader().summary(of: folder)

        #expect(summary.problem?.hasPrefix("unusable") == true)
    }

    @Test("every folder under the root, sorted, links and files left out; a missing root has none")
    func foldersUnderTheRoot() async throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        for name in ["b", "a"] {
            try await sut.cache(name).writer?.save(sut.images(1))
        }
        try FileManager.default.createSymbolicLink(
            at: sut.root.appendingPathComponent("link"), withDestinationURL: sut.root.appendingPathComponent("a"))
        try Data().write(to: sut.root.appendingPathComponent("file"))

        let summaries = try await sut.reader().summaries(under: sut.root)

        #expect(summaries.map(\.directory.lastPathComponent) == ["a", "b"])
        #expect(summaries.map(\.itemCount) == [1, 1])
        #expect(try CacheSummaryReader.folders(under: sut.root.appendingPathComponent("none")) == [])
    }

    @Test("a root that is a file is an error")
    func rootThatIsAFile() throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let file = sut.root.appendingPathComponent("file")
        try Data().write(to: file)

        #expect(throws: POSIXError(.ENOTDIR)) { try CacheSummaryReader.folders(under: file) }
    }

    // MARK: - Helpers

    private struct SUT {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("summaries-\(UUID())")
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        init() throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        func cache(_ key: String, now: Date? = nil) async -> FeedCache {
            let now = now ?? self.now
            return await FeedCache.opened(
                root: root, key: key, currentDate: { now }, deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)),
                locking: FlockTestLock.locking, baseURL: "https://a.example"
            ) { _ in }
        }

        /// The folder of a cache that saved a feed of `images` images, its connection to the file closed.
        func savedCache(_ key: String, images count: Int) async throws -> URL {
            let cache = await cache(key)
            try await cache.writer?.save(images(count))
            return cache.directory
        }

        func reader() -> CacheSummaryReader {
            let now = self.now
            return CacheSummaryReader(
                currentDate: { now }, deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)),
                locking: FlockTestLock.locking
            ) { problem in
                switch problem {
                case .notACache: "not a cache"
                case .unusable(let error): "unusable: \(error)"
                case .unreadable(let error): "unreadable: \(error)"
                }
            }
        }

        func images(_ count: Int) -> [FeedImage] {
            (0..<count).map { _ in
                FeedImage(
                    id: UUID(), description: nil, location: nil, url: URL(string: "https://a.example/\(UUID())")!)
            }
        }

        /// Every file of `folder` by name, with its bytes.
        func contents(of folder: URL) throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            return try Dictionary(
                uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: root)
        }
    }
}
