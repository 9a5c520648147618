import Foundation
import GRDB

/// Reads and writes the `image_data` table; `last_access` is a logical clock shared by every process.
enum ImageDataRows {
    private static let nextAccess = "(SELECT COALESCE(MAX(last_access), 0) + 1 FROM image_data)"

    static func upsert(_ data: Data, for url: String, into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO image_data (url, data, size, last_access) VALUES (?, ?, ?, \(nextAccess))
                ON CONFLICT (url) DO UPDATE SET
                    data = excluded.data, size = excluded.size, last_access = excluded.last_access
                """,
            arguments: [url, data, data.count])
    }

    /// The bytes of one URL: its one parameter is the URL.
    static let dataSQL = "SELECT data FROM image_data WHERE url = ?"

    static func data(for url: String, in db: Database) throws -> Data? {
        try Data.fetchOne(db, sql: dataSQL, arguments: [url])
    }

    static func touch(_ url: String, in db: Database) throws {
        try db.execute(sql: "UPDATE image_data SET last_access = \(nextAccess) WHERE url = ?", arguments: [url])
    }

    static func evictLeastRecentlyUsed(toFit maximumBytes: Int, in db: Database) throws {
        var excess = (try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(size), 0) FROM image_data") ?? 0) - maximumBytes
        guard excess > 0 else { return }
        var victims: [String] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT url, size FROM image_data ORDER BY last_access")
        while excess > 0, let row = try rows.next() {
            victims.append(try row.decode(atIndex: 0))
            excess -= try row.decode(Int.self, atIndex: 1)
        }
        for url in victims {
            try delete(url, in: db)
        }
    }

    static func delete(_ url: String, in db: Database) throws {
        try db.execute(sql: "DELETE FROM image_data WHERE url = ?", arguments: [url])
    }
}
