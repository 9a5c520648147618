import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import Testing

/// A store reads an existing file through SQLite's C API until its first write: what it reads there is what GRDB
/// read, row for row, and a row it cannot read fails as corrupt, as before.
@Suite("SQLiteFeedStore: reads before the first write")
struct SQLiteFeedStoreReadConnectionTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    @Test(
        "an id reads as Foundation's UUID(uuidString:) reads it, and one it refuses is corrupt",
        arguments: [
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "e621E1F8-c36c-495A-93fc-0C247a3e6e5F", "E621E1F8C36C495A93FC0C247A3E6E5F",
            "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", "E621E1F8-C36C-495A-93FC-0C247A3E6E5",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF",
            "E621E1F8C-36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC_0C247A3E6E5F",
            "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5 ", " E621E1F8-C36C-495A-93FC-0C247A3E6E5", "",
            "E621E1F8-C36C-495A-93FC-+C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0x247A3E6E5F",
            "E621E1F8-C36C-495A-93FC-0C247A3E6É5", "+621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ])
    func idReadsAsFoundationReadsIt(_ id: String) async throws {
        try await saveOneImage(withID: id)

        let result = await Result { try await SQLiteFeedStore(url: storeURL).retrieve() }

        switch (UUID(uuidString: id), result) {
        case let (expected?, .success(cache)):
            #expect(cache?.feed.map(\.id) == [expected])
        case (nil, .failure(let error)):
            guard case .corrupt = error as? SQLiteFeedStore.Error else { return #expect(Bool(false), "\(error)") }
        case let (expected, result):
            Issue.record("Foundation reads \(String(describing: expected)), the store \(result)")
        }
    }

    @Test("a row's text, nulls and order read as they were saved, duplicates kept once")
    func rowsReadAsSaved() async throws {
        let first = LocalFeedImage(id: UUID(), description: nil, location: "Łódź, 東京", url: anyURL(1))
        let second = LocalFeedImage(id: UUID(), description: "a \"quoted\" 'text'\n", location: nil, url: anyURL(2))
        let repeated = LocalFeedImage(id: first.id, description: "later", location: nil, url: anyURL(3))
        let timestamp = Date(timeIntervalSinceReferenceDate: 123_456.789)
        try await SQLiteFeedStore(url: storeURL).insert([first, second, repeated], timestamp: timestamp)

        let cache = try await SQLiteFeedStore(url: storeURL).retrieve()

        #expect(cache == CachedFeed(feed: [first, second], timestamp: timestamp))
    }

    @Test("a timestamp that is not a number is corrupt")
    func timestampThatIsNotANumber_isCorrupt() async throws {
        try await SQLiteFeedStore(url: storeURL).insert([], timestamp: Date())
        try await DatabaseQueue(path: storeURL.path).write { db in
            try db.execute(sql: "ALTER TABLE feed_cache RENAME TO old_cache")
            try db.execute(sql: "CREATE TABLE feed_cache (id INTEGER PRIMARY KEY, timestamp)")
            try db.execute(sql: "INSERT INTO feed_cache VALUES (1, 'yesterday')")
        }

        await #expect {
            try await SQLiteFeedStore(url: storeURL).retrieve()
        } throws: { error in
            if case .corrupt = error as? SQLiteFeedStore.Error { true } else { false }
        }
    }

    // MARK: - Helpers

    private func saveOneImage(withID id: String) async throws {
        try await SQLiteFeedStore(url: storeURL).insert(uniqueImageFeed(count: 1).local, timestamp: Date())
        try await DatabaseQueue(path: storeURL.path).write { db in
            try db.execute(sql: "UPDATE feed_image SET id = ?", arguments: [id])
        }
    }

    private func anyURL(_ number: Int) -> URL {
        URL(string: "https://any-url.com/\(number)")!
    }
}

extension Result where Failure == any Error {
    fileprivate init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
