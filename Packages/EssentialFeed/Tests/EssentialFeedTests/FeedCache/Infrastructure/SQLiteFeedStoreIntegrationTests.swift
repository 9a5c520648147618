import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import Testing

/// Real files, separate store instances (separate connections), separate processes.
///
/// `.serialized`: one test runs ten processes of the `EssentialFeedSQLiteWorker` executable at once and another
/// the sqlite3 command; one test at a time, the rest of the suite does not compete with those processes for the
/// cores (and the threads of the cooperative pool that wait for them).
@Suite("SQLiteFeedStore across instances and processes", .serialized)
struct SQLiteFeedStoreIntegrationTests {
    private let directory = TemporaryDirectory()
    /// In a directory of this test's own, which the store creates.
    private var storeURL: URL { directory.url.appendingPathComponent("nested/dir/feed.sqlite") }

    @Test("loads what another instance saved")
    func load_deliversItemsSavedOnASeparateInstance() async throws {
        let feed = uniqueImageFeed(count: 3).models

        try await makeFeedLoader().save(feed)

        let loaded = try await makeFeedLoader().load()
        #expect(loaded == feed)
    }

    @Test("loads pages appended by other instances, in order")
    func load_deliversPagesAppendedOnSeparateInstancesInOrder() async throws {
        let pages = (0..<3).map { _ in uniqueImageFeed(count: 4).models }
        try await makeFeedLoader().save(pages[0])

        try await makeFeedLoader().append(pages[1])
        try await makeFeedLoader().append(pages[2])

        let loaded = try await makeFeedLoader().load()
        #expect(loaded == pages.flatMap { $0 })
    }

    @Test("a save replaces what another instance saved")
    func save_overridesItemsSavedOnASeparateInstance() async throws {
        let latest = uniqueImageFeed().models
        try await makeFeedLoader().save(uniqueImageFeed().models)

        try await makeFeedLoader().save(latest)

        let loaded = try await makeFeedLoader().load()
        #expect(loaded == latest)
    }

    @Test("a reader already open sees a replace that another instance committed")
    func load_seesACommittedReplaceOnAnOpenConnection() async throws {
        let reader = makeFeedLoader()
        let writer = makeFeedLoader()
        try await writer.save(uniqueImageFeed().models)
        _ = try await reader.load()
        let latest = uniqueImageFeed().models

        try await writer.save(latest)

        let loaded = try await reader.load()
        #expect(loaded == latest)
    }

    @Test(
        "another process sees a committed replace, in order",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "no sqlite3 command"))
    func aSeparateProcessSeesACommittedReplace() async throws {
        let sqlite3 = URL(fileURLWithPath: "/usr/bin/sqlite3")
        let latest = uniqueImageFeed(count: 3).models
        let store = SQLiteFeedStore(url: storeURL)
        try await LocalFeedLoader(store: store, currentDate: Date.init).save(latest)

        let output = try ChildProcess.run(sqlite3, [storeURL.path, "SELECT id FROM feed_image ORDER BY position"])

        #expect(output.status == 0, "\(output.error)")
        #expect(output.text.split(separator: "\n").map(String.init) == latest.map(\.id.uuidString))
    }

    @Test("ten processes share one new file without errors or mixed caches")
    func tenProcessesShareOneNewFileWithoutErrorsOrMixedCaches() async throws {
        let worker = try ChildProcess.worker()

        let results = try await withThrowingTaskGroup(of: (status: Int32, text: String, error: String).self) { group in
            for index in 0..<10 {
                group.addTask { [storeURL] in try ChildProcess.run(worker, [storeURL.path, "worker\(index)", "20"]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.map(\.status) == Array(repeating: 0, count: 10), "\(results.map(\.error).joined())")
        let cache = try await SQLiteFeedStore(url: storeURL).retrieve()
        #expect(cache?.feed.count == 10, "the last replace and its appended page")
        let statistics = try await SQLiteFeedStore(url: storeURL).imageStatistics()
        #expect(statistics.count == 200)
    }

    @Test("the first use of a new file waits for another connection holding its write lock")
    func firstUse_waitsForAnotherProcessHoldingTheWriteLockOfANewFile() async throws {
        // Switching a new file to WAL needs a lock that SQLite refuses at once, without the busy timeout,
        // while another connection holds the write lock: ten processes opening one new file hit exactly that.
        try FileManager.default.createDirectory(
            at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        // Its COMMIT needs every other connection's shared lock gone, and the store's connections take one for a
        // moment on each attempt to open: wait for them instead of failing at once.
        configuration.busyMode = .timeout(10)
        let other = try DatabaseQueue(path: storeURL.path, configuration: configuration)
        try await other.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE other (x); BEGIN IMMEDIATE; INSERT INTO other VALUES (1)")
        }
        let release = Task {
            try await Task.sleep(for: .milliseconds(300))
            try await other.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
        }

        let cache = try await SQLiteFeedStore(url: storeURL).retrieve()

        #expect(cache == nil)
        try await release.value
    }

    @Test("concurrent saves and appends on separate instances all succeed")
    func concurrentSavesAndAppendsOnSeparateInstancesAllSucceed() async throws {
        let loaders = (0..<10).map { _ in makeFeedLoader() }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for loader in loaders {
                group.addTask {
                    try await loader.save(uniqueImageFeed(count: 5).models)
                    try await loader.append(uniqueImageFeed(count: 5).models)
                }
            }
            try await group.waitForAll()
        }

        let loaded = try await makeFeedLoader().load()
        #expect(loaded.count % 5 == 0)
        #expect(loaded.count >= 5)
    }

    // MARK: - Schema versions

    @Test("a version 1 file keeps its feed and still skips cached images after the upgrade")
    func aVersion1File_keepsItsFeedAndStillSkipsCachedImagesAfterTheUpgrade() async throws {
        let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let cached = uniqueImageFeed(count: 3).local
        try writeVersion1File(with: cached, timestamp: timestamp)
        let sut = SQLiteFeedStore(url: storeURL)
        let page = uniqueImageFeed(count: 2).local

        try await sut.append([cached[1]] + page)

        let cache = try await sut.retrieve()
        #expect(cache == CachedFeed(feed: cached + page, timestamp: timestamp))
    }

    @Test("a version 1 file is migrated by a read alone")
    func aVersion1File_isMigratedByAReadAlone() async throws {
        let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let cached = uniqueImageFeed(count: 3).local
        try writeVersion1File(with: cached, timestamp: timestamp)

        let cache = try await SQLiteFeedStore(url: storeURL).retrieve()

        #expect(cache == CachedFeed(feed: cached, timestamp: timestamp))
        let migrations = try await DatabaseQueue(path: storeURL.path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(migrations.count == 2)
    }

    @Test("a store reading only reads a version 1 file as it is, never migrating it, and refuses writes")
    func aVersion1File_isReadAsItIsByAStoreReadingOnly() async throws {
        let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let cached = uniqueImageFeed(count: 3).local
        try writeVersion1File(with: cached, timestamp: timestamp)
        let sut = SQLiteFeedStore.readingOnly(url: storeURL)

        let cache = try await sut.retrieve()
        let statistics = try await sut.imageStatistics()
        await #expect(throws: SQLiteFeedStore.Error.self) { try await sut.insert(cached, timestamp: timestamp) }

        #expect(cache == CachedFeed(feed: cached, timestamp: timestamp))
        #expect(statistics == (0, 0))
        let migrations = try await DatabaseQueue(path: storeURL.path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(migrations.count == 1)
    }

    @Test("a store reading only creates no file where there is none")
    func aStoreReadingOnly_createsNoFile() async throws {
        let sut = SQLiteFeedStore.readingOnly(url: storeURL)

        await #expect(throws: SQLiteFeedStore.Error.self) { try await sut.retrieve() }

        #expect(!FileManager.default.fileExists(atPath: storeURL.path))
    }

    // MARK: - Unreadable files

    @Test("retrieve reports a file that is not a database as corrupt")
    func retrieve_deliversCorruptErrorOnAFileThatIsNotADatabase() async throws {
        try writeFile(Data(repeating: 0x41, count: 4096))

        await expectCorruptError(from: SQLiteFeedStore(url: storeURL))
    }

    @Test("retrieve reports a truncated file as corrupt")
    func retrieve_deliversCorruptErrorOnATruncatedFile() async throws {
        try await fillStoreAndClose()
        try truncateFile(toFraction: 0.5)

        await expectCorruptError(from: SQLiteFeedStore(url: storeURL))
    }

    @Test("retrieve reports a row that does not decode as corrupt")
    func retrieve_deliversCorruptErrorOnARowThatDoesNotDecode() async throws {
        try await makeFeedLoader().save(uniqueImageFeed().models)
        try await DatabaseQueue(path: storeURL.path).write { db in
            try db.execute(sql: "UPDATE feed_image SET id = 'not a uuid' WHERE position = 1")
        }

        await expectCorruptError(from: SQLiteFeedStore(url: storeURL))
    }

    @Test("validating recreates a corrupt file, so the cache works again")
    func validateCache_recreatesACorruptFileSoTheCacheWorksAgain() async throws {
        try writeFile(Data("garbage that is not SQLite at all".utf8))
        let loader = makeFeedLoader()

        try await loader.validateCache()

        let feed = uniqueImageFeed().models
        try await loader.save(feed)
        let loaded = try await makeFeedLoader().load()
        #expect(loaded == feed)
    }

    @Test("validating recreates a truncated file")
    func validateCache_recreatesATruncatedFile() async throws {
        try await fillStoreAndClose()
        try truncateFile(toFraction: 0.5)
        let loader = makeFeedLoader()

        try await loader.validateCache()

        let loaded = try await loader.load()
        #expect(loaded == [])
    }

    @Test("loading fails on a corrupt file and leaves it for validation")
    func load_failsOnACorruptFileAndLeavesItForValidateCache() async throws {
        let garbage = Data(repeating: 0x42, count: 2048)
        try writeFile(garbage)

        await #expect(throws: (any Error).self) { try await makeFeedLoader().load() }

        #expect(try Data(contentsOf: storeURL) == garbage)
    }

    @Test("recreate replaces a corrupt file with an empty store")
    func recreate_replacesACorruptFileWithAnEmptyStore() async throws {
        try writeFile(Data(repeating: 0x43, count: 1024))
        let sut = SQLiteFeedStore(url: storeURL)

        try await sut.recreate()

        let cache = try await sut.retrieve()
        #expect(cache == nil)
    }

    @Test("image data outlives its instance and counts in the statistics")
    func imageData_survivesAcrossInstancesAndCountsInStatistics() async throws {
        let data = Data(repeating: 1, count: 100)
        try await LocalFeedImageDataLoader(store: SQLiteFeedStore(url: storeURL)).save(data, for: anyURL())

        let loaded = try await LocalFeedImageDataLoader(store: SQLiteFeedStore(url: storeURL)).loadImageData(
            from: anyURL())

        #expect(loaded == data)
        let statistics = try await SQLiteFeedStore(url: storeURL).imageStatistics()
        #expect(statistics.count == 1)
        #expect(statistics.bytes == 100)
    }

    @Test("retrieve keeps the order of many images")
    func retrieve_keepsTheOrderOfManyItems() async throws {
        let feed = uniqueImageFeed(count: 2_000).local
        let timestamp = Date()
        try await SQLiteFeedStore(url: storeURL).insert(Array(feed[..<1_000]), timestamp: timestamp)
        try await SQLiteFeedStore(url: storeURL).append(Array(feed[1_000...]))

        let cache = try await SQLiteFeedStore(url: storeURL).retrieve()

        #expect(cache == CachedFeed(feed: feed, timestamp: timestamp))
    }

    // MARK: - Helpers

    private func makeFeedLoader(currentDate: Date = Date()) -> LocalFeedLoader {
        LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: { currentDate })
    }

    private func expectCorruptError(
        from sut: SQLiteFeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let error = await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.retrieve()
        }
        guard let error else { return }
        guard case .corrupt = error as? SQLiteFeedStore.Error else {
            Issue.record("Expected a corrupt error, got \(error)", sourceLocation: sourceLocation)
            return
        }
    }

    private func fillStoreAndClose() async throws {
        try await makeFeedLoader().save(uniqueImageFeed(count: 2_000).models)
        try await DatabaseQueue(path: storeURL.path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// A file as the first release wrote it: the v1 schema (ids TEXT UNIQUE) and its migration recorded.
    private func writeVersion1File(with feed: [LocalFeedImage], timestamp: Date) throws {
        try FileManager.default.createDirectory(
            at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try DatabaseQueue(path: storeURL.path).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1: feed and image data');
                    CREATE TABLE feed_cache (id INTEGER PRIMARY KEY CHECK (id = 1), timestamp REAL NOT NULL) STRICT;
                    CREATE TABLE feed_image (
                        position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, description TEXT, location TEXT,
                        url TEXT NOT NULL) STRICT;
                    CREATE TABLE image_data (
                        url TEXT PRIMARY KEY, data BLOB NOT NULL CHECK (length(data) > 0), size INTEGER NOT NULL,
                        last_access INTEGER NOT NULL) STRICT;
                    CREATE INDEX image_data_by_access ON image_data (last_access, size);
                    """)
            try db.execute(
                sql: "INSERT INTO feed_cache VALUES (1, ?)", arguments: [timestamp.timeIntervalSinceReferenceDate])
            for image in feed {
                try db.execute(
                    sql: "INSERT INTO feed_image (id, description, location, url) VALUES (?, ?, ?, ?)",
                    arguments: [image.id.uuidString, image.description, image.location, image.url.absoluteString])
            }
        }
    }

    private func writeFile(_ data: Data) throws {
        try FileManager.default.createDirectory(
            at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: storeURL)
    }

    private func truncateFile(toFraction fraction: Double) throws {
        let data = try Data(contentsOf: storeURL)
        try data.prefix(Int(Double(data.count) * fraction)).write(to: storeURL)
    }
}
