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
        var feed: [LocalFeedImage] = []
        feed.reserveCapacity(count)
        var ids = Set<UUID>(minimumCapacity: count)
        let rows = try Row.fetchCursor(
            db, sql: "SELECT id, description, location, url FROM feed_image ORDER BY position")
        while let row = try rows.next() {
            let image = try image(from: row)
            if ids.insert(image.id).inserted { feed.append(image) }
        }
        return feed
    }

    private static func image(from row: Row) throws -> LocalFeedImage {
        guard let id = UUID(uuidString: try row.decode(String.self, atIndex: 0)),
            let url = URL(string: try row.decode(String.self, atIndex: 3))
        else { throw UnreadableRow() }
        return LocalFeedImage(
            id: id, description: try row.decode(atIndex: 1), location: try row.decode(atIndex: 2), url: url)
    }

    /// A row whose id or URL does not parse: the file was written by something else.
    struct UnreadableRow: Error {}
}
