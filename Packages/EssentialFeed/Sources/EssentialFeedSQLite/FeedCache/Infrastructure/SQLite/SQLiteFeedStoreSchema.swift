import GRDB

/// The versioned schema. Add a migration for every change; never edit one that shipped.
enum SQLiteFeedStoreSchema {
    static func migrate(_ pool: DatabasePool) throws {
        // Several processes may open a new file at once. Each migration runs in an IMMEDIATE transaction,
        // so a loser of the race fails after the winner committed; on retry it finds the schema migrated.
        var attempt = 1
        while true {
            do {
                return try migrator.migrate(pool)
            } catch let error as DatabaseError where attempt < 5 && isLostRace(error) {
                attempt += 1
            }
        }
    }

    /// Whether the file holds migrations this version does not know: written by a newer one.
    static func isNewer(_ db: Database) throws -> Bool {
        try migrator.hasBeenSuperseded(db)
    }

    /// `isNewer` from the identifiers of the migrations a file records (GRDB's `hasBeenSuperseded`).
    static func isNewer(applied: [String]) -> Bool {
        applied.contains { !identifiers.contains($0) }
    }

    /// Whether every migration was applied, so that the file can be read without opening it for writing (GRDB's
    /// `hasCompletedMigrations`), from the identifiers of the migrations a file records.
    static func isCurrent(applied: [String]) -> Bool {
        identifiers.allSatisfy { applied.contains($0) }
    }

    /// The migrations' identifiers, in order.
    static let identifiers = ["v1: feed and image data", "v2: feed images without a unique id index"]

    private static func isLostRace(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CONSTRAINT || error.message?.contains("already exists") == true
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(identifiers[0]) { db in
            try db.execute(sql: v1)
        }
        migrator.registerMigration(identifiers[1]) { db in
            try db.execute(sql: v2)
        }
        return migrator
    }

    private static let v1 = """
        CREATE TABLE feed_cache (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            timestamp REAL NOT NULL
        ) STRICT;
        CREATE TABLE feed_image (
            position INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            description TEXT,
            location TEXT,
            url TEXT NOT NULL
        ) STRICT;
        CREATE TABLE image_data (
            url TEXT PRIMARY KEY,
            data BLOB NOT NULL CHECK (length(data) > 0),
            size INTEGER NOT NULL,
            last_access INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX image_data_by_access ON image_data (last_access, size);
        """

    /// A unique index on random UUIDs made every appended page touch pages all over the index, so appends
    /// slowed as the cache grew. Rows now go in in position order only; `FeedImageRows.fetchAll` keeps the
    /// first of duplicate ids, which is what the index's `INSERT OR IGNORE` did.
    private static let v2 = """
        CREATE TABLE feed_image_v2 (
            position INTEGER PRIMARY KEY,
            id TEXT NOT NULL,
            description TEXT,
            location TEXT,
            url TEXT NOT NULL
        ) STRICT;
        INSERT INTO feed_image_v2 SELECT position, id, description, location, url FROM feed_image;
        DROP TABLE feed_image;
        ALTER TABLE feed_image_v2 RENAME TO feed_image;
        """
}
