import EssentialFeed
import Foundation
import GRDB

extension SQLiteFeedStore: FeedStore {
    public func deleteCachedFeed() async throws {
        do {
            try await write { db in
                try db.execute(sql: "DELETE FROM feed_image; DELETE FROM feed_cache")
            }
        } catch let error as Error where error.isUnreadable {
            try await recreate()
        }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM feed_image")
            try db.execute(
                sql: "INSERT OR REPLACE INTO feed_cache (id, timestamp) VALUES (1, ?)",
                arguments: [timestamp.timeIntervalSinceReferenceDate])
            try FeedImageRows.insert(feed, into: db)
        }
    }

    public func append(_ feed: [LocalFeedImage]) async throws {
        try await write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM feed_cache)") == true else { return }
            try FeedImageRows.insert(feed, into: db)
        }
    }

    public func retrieve() async throws -> CachedFeed? {
        try await read(
            fromPool: { db in
                guard let timestamp = try Double.fetchOne(db, sql: "SELECT timestamp FROM feed_cache WHERE id = 1")
                else { return nil }
                let feed = try FeedImageRows.fetchAll(db)
                return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
            },
            fromConnection: FeedImageRows.retrieve(from:))
    }
}
