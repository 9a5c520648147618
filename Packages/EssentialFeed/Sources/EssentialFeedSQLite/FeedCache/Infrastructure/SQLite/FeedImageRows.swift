import EssentialFeed
import Foundation
import GRDB

/// Reads and writes the `feed_image` table: in position order, one statement per call, no N+1.
///
/// Rows are only ever added at the end (constant cost per row however large the cache); of duplicate ids
/// the reader keeps the first, so an image a later page repeats stays where it was first seen.
enum FeedImageRows {
    static func insert(_ feed: [LocalFeedImage], into db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO feed_image (id, description, location, url) VALUES (?, ?, ?, ?)")
        for image in feed {
            try statement.execute(arguments: [
                image.id.uuidString, image.description, image.location, image.url.absoluteString,
            ])
        }
    }

    static func fetchAll(_ db: Database) throws -> [LocalFeedImage] {
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM feed_image") ?? 0
        var feed = Collected(capacity: count)
        let rows = try Row.fetchCursor(db, sql: select)
        while let row = try rows.next() {
            feed.append(
                try image(
                    id: try row.decode(atIndex: 0), description: try row.decode(atIndex: 1),
                    location: try row.decode(atIndex: 2), url: try row.decode(atIndex: 3)))
        }
        return feed.images
    }

    /// The cached feed through a read-only connection: what `SQLiteFeedStore.retrieve()` reads through GRDB.
    static func retrieve(from connection: SQLiteReadConnection) throws -> CachedFeed? {
        var timestamp: Double?
        try connection.rows("SELECT timestamp FROM feed_cache WHERE id = 1") { statement in
            timestamp = try SQLiteReadConnection.real(statement, 0)
        }
        guard let timestamp else { return nil }
        var feed = Collected(capacity: try connection.integers("SELECT COUNT(*) FROM feed_image").first ?? 0)
        try connection.rows(select) { statement in
            guard let id = try SQLiteReadConnection.text(statement, 0),
                let url = try SQLiteReadConnection.text(statement, 3)
            else { throw UnreadableRow() }
            feed.append(
                try image(
                    id: id, description: try SQLiteReadConnection.text(statement, 1),
                    location: try SQLiteReadConnection.text(statement, 2), url: url))
        }
        return CachedFeed(feed: feed.images, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }

    private static let select = "SELECT id, description, location, url FROM feed_image ORDER BY position"

    /// The images read so far, the first of each id only.
    private struct Collected {
        private(set) var images: [LocalFeedImage] = []
        private var ids: Set<UUID>

        init(capacity: Int) {
            images.reserveCapacity(capacity)
            ids = Set(minimumCapacity: capacity)
        }

        mutating func append(_ image: LocalFeedImage) {
            if ids.insert(image.id).inserted { images.append(image) }
        }
    }

    private static func image(id: String, description: String?, location: String?, url: String) throws
        -> LocalFeedImage
    {
        guard let id = uuid(id), let url = URL(string: url) else { throw UnreadableRow() }
        return LocalFeedImage(id: id, description: description, location: location, url: url)
    }

    /// `text` as Foundation's `UUID(uuidString:)` reads it, which took 8,900 instructions an id: the form ids are
    /// saved in (32 hex digits, either case, hyphens after the 8th, 12th, 16th and 20th) read here, anything else
    /// (Foundation's `sscanf` also takes a sign or a space before a pair of digits) by Foundation.
    static func uuid(_ text: String) -> UUID? {
        canonicalUUID(text) ?? UUID(uuidString: text)
    }

    private static func canonicalUUID(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &value) { out -> Bool in
                var index = 0
                for byte in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard bytes[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                    }
                    guard let high = hexDigit(bytes[index]), let low = hexDigit(bytes[index + 1]) else { return false }
                    out[byte] = high << 4 | low
                    index += 2
                }
                return true
            }
            return parsed ? UUID(uuid: value) : nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A row whose id or URL does not parse: the file was written by something else.
    struct UnreadableRow: Error {}
}
