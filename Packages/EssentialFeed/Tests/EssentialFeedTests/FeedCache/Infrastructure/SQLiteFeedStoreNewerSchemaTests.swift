import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import Testing

/// A cache written by a newer version (one column renamed, a migration this one does not know) used to be read
/// as corrupt, emptied, and claimed "recreated empty"; now it is left as it is and said so.
@Suite("SQLiteFeedStore and a cache from a newer schema")
struct SQLiteFeedStoreNewerSchemaTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    @Test("retrieve fails on a newer schema and leaves the file as it is")
    func retrieve_failsWithNewerSchemaAndLeavesTheFileAsItIs() async throws {
        try await makeNewerCache()
        let before = try Data(contentsOf: storeURL)

        await #expect(throws: SQLiteFeedStore.Error.newerSchema(storeURL)) {
            try await SQLiteFeedStore(url: storeURL).retrieve()
        }
        #expect(try Data(contentsOf: storeURL) == before)
    }

    @Test("validating leaves a newer cache and says why")
    func validateCache_leavesANewerCacheAndSaysWhy() async throws {
        try await makeNewerCache()
        let sut = LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: Date.init)

        await #expect(throws: SQLiteFeedStore.Error.newerSchema(storeURL)) { try await sut.validateCache() }

        let rows = try await DatabaseQueue(path: storeURL.path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM feed_image") ?? 0
        }
        #expect(rows == 3)
        #expect(SQLiteFeedStore.Error.newerSchema(storeURL).isUnreadableCache == false)
    }

    @Test("saving fails on a newer schema and writes nothing")
    func save_failsWithNewerSchemaAndWritesNothing() async throws {
        try await makeNewerCache()
        let sut = LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: Date.init)

        await #expect(throws: SQLiteFeedStore.Error.newerSchema(storeURL)) {
            try await sut.save(uniqueImageFeed(count: 1).models)
        }
    }

    // MARK: - Helpers

    /// A cache of 3 images, then what a newer version would do: rename a column, and record its migration.
    private func makeNewerCache() async throws {
        try await LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: Date.init)
            .save(uniqueImageFeed(count: 3).models)
        try await DatabaseQueue(path: storeURL.path).write { db in
            try db.execute(sql: "ALTER TABLE feed_image RENAME COLUMN location TO place")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3: location is place')")
        }
    }
}
