import Foundation
import GRDB
import GRDBSQLite

/// The cache's connections never ask the disk to flush (`fsync`): SQLite's `synchronous = OFF`.
///
/// A flush waits for the disk, and on a disk busy with other programs' writes one flush took 28 to 47 s (seen
/// with `strace` beside the builds of a busy machine). It runs inside a write, while the run holds the cache's write
/// lock, so every other run sharing the cache waited as long, and gave up at its deadline: "locked for more than
/// 60 s". Without flushes, a crash of the system or a power cut can leave a cache file that cannot be read, which
/// `validateCache` and `deleteCachedFeed()` replace: the feed is loaded again, which is what a cache is for.
enum SQLiteSyncing {
    /// Syncing off on `db` before anything else runs on it. The writer also makes the WAL file, when missing or
    /// empty, as GRDB's `DatabasePool` would, but without syncing: GRDB makes it after asking for
    /// `synchronous = NORMAL`, under which writing the first WAL header flushes it.
    @Sendable static func prepare(_ db: Database) throws {
        try turnOff(db)
        guard !db.configuration.readonly else { return }
        guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal", isWALMissingOrEmpty(db)
        else { return }
        try db.inSavepoint {
            try db.execute(
                sql: "CREATE TABLE wal_without_sync (id INTEGER PRIMARY KEY); DROP TABLE wal_without_sync")
            return .commit
        }
    }

    /// Syncing off on `db`.
    @Sendable static func turnOff(_ db: Database) throws {
        try db.execute(sql: "PRAGMA synchronous = OFF")
    }

    private static func isWALMissingOrEmpty(_ db: Database) -> Bool {
        guard let file = sqlite3_db_filename(db.sqliteConnection, "main") else { return true }
        let path = String(cString: file) + "-wal"
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        return (size ?? 0) == 0
    }
}
