import EssentialFeed
import Foundation
import GRDB

extension SQLiteFeedStore: FeedImageDataStore {
    /// Data larger than the whole bound is not kept (nor does it evict anything else).
    public func insert(_ data: Data, for url: URL) async throws {
        let maximumBytes = maximumImageBytes
        try await write { db in
            guard data.count <= maximumBytes else { return try ImageDataRows.delete(url.absoluteString, in: db) }
            try ImageDataRows.upsert(data, for: url.absoluteString, into: db)
            try ImageDataRows.evictLeastRecentlyUsed(toFit: maximumBytes, in: db)
        }
    }

    /// A read, through the read-only connection until the first write: bytes are found while another program
    /// holds the file's write lock.
    public func retrieve(dataForURL url: URL) async throws -> Data? {
        let key = url.absoluteString
        return try await read(
            fromPool: { db in try ImageDataRows.data(for: key, in: db) },
            fromConnection: { connection in try connection.blob(ImageDataRows.dataSQL, binding: key) })
    }

    public func markRecentlyUsed(dataForURL url: URL) async throws {
        try await write { db in try ImageDataRows.touch(url.absoluteString, in: db) }
    }

    /// How many images are cached and their total size in bytes.
    public func imageStatistics() async throws -> (count: Int, bytes: Int) {
        let sql = "SELECT COUNT(*), COALESCE(SUM(size), 0) FROM image_data"
        let statistics = try await read(
            fromPool: { db in
                try Row.fetchOne(db, sql: sql)
                    .map { [try $0.decode(Int.self, atIndex: 0), try $0.decode(Int.self, atIndex: 1)] } ?? []
            },
            fromConnection: { connection in try connection.integers(sql) })
        return (statistics.first ?? 0, statistics.last ?? 0)
    }
}
