import EssentialFeed
import Foundation
import GRDB
import GRDBSQLite

/// The feed and image data cache in one SQLite file (WAL, busy timeout, no flush of the disk: `SQLiteSyncing`),
/// shareable by several processes.
///
/// The file is opened on first use, so an unreadable file surfaces as `SQLiteFeedStore.Error` from the
/// first call; `deleteCachedFeed()` (hence `validateCache`) and `recreate()` replace such a file. Reads open it
/// for reading only until the first write, so reading a valid cache writes nothing to it and leaves its folder as
/// it was (see `readOnlyConnection`); they read through SQLite's C API (`SQLiteReadConnection`), and writes and
/// migrations through GRDB.
///
/// The file and those SQLite keeps beside it are opened only when each is a regular file or missing: a symbolic
/// link, a FIFO or a device there fails every call as `unavailable`, and is left as it is.
///
/// No call blocks a thread of Swift's cooperative pool: opening and the reads before the first write run on a queue
/// of its own, and the later reads and the writes on GRDB's. Opening never waits there for another connection's
/// lock (it is refused at once and tried again after a pause off that queue), so the reads queued behind an opening
/// are not held up by it; the writes wait for the lock in SQLite's busy handler on GRDB's writer queue.
public final class SQLiteFeedStore: Sendable {
    /// The database file.
    public let url: URL
    let maximumImageBytes: Int
    /// Reads only, whatever the file's schema version (but a newer one's), and never migrates nor writes it.
    let readOnly: Bool
    /// How long a call waits for another connection's lock before it fails.
    let lockWait: Duration
    private let slot = SQLiteDatabaseSlot()
    /// Opens, and deletes for `recreate()`, one at a time and off the cooperative pool. The work queued here
    /// holds the slot, not the store, so a store is released as soon as its last call returns.
    private let opening = DispatchQueue(label: "SQLiteFeedStore.opening")

    /// A store in the SQLite file at `url`, opened on first use, keeping at most `maximumImageBytes` of image data;
    /// a call waits for another connection's lock up to `lockWait`, then fails.
    public convenience init(
        url: URL, maximumImageBytes: Int = SQLiteFeedStore.defaultMaximumImageBytes,
        lockWait: Duration = SQLiteFeedStore.defaultLockWait
    ) {
        self.init(url: url, maximumImageBytes: maximumImageBytes, readOnly: false, lockWait: lockWait)
    }

    /// How long a call waits for another connection's lock unless told: 15 s.
    public static let defaultLockWait: Duration = .seconds(15)

    /// A store that only reads the existing file at `url`, an older schema version's too, as it is: it never
    /// migrates nor writes it, and every write fails. For showing what a cache holds without changing it.
    public static func readingOnly(url: URL, lockWait: Duration = defaultLockWait) -> SQLiteFeedStore {
        SQLiteFeedStore(url: url, maximumImageBytes: defaultMaximumImageBytes, readOnly: true, lockWait: lockWait)
    }

    private init(url: URL, maximumImageBytes: Int, readOnly: Bool, lockWait: Duration) {
        self.url = url
        self.maximumImageBytes = maximumImageBytes
        self.readOnly = readOnly
        self.lockWait = lockWait
    }

    /// Deletes the file (and its WAL) and creates an empty, migrated one: the cure for a corrupt file. A store
    /// `readingOnly` fails instead.
    public func recreate() async throws {
        guard !readOnly else { throw Error.unavailable(url, cause: .openedForReadingOnly) }
        try await onOpeningQueue { [url, slot] in
            slot.pool = nil
            slot.readOnlyConnection = nil
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: url.path + suffix)
            }
        }
        _ = try await translatingErrors { try await database() }
    }

    /// Closes the file, after the opening, reads and writes under way: SQLite's last connection moves the WAL into
    /// the file and deletes the WAL and shared-memory files before this returns. A command closes its store before it
    /// ends: left to the last reference, the close ran on whichever thread let the store go last, which could be after
    /// the command had returned (a task that resumed its caller still held it), or never, in a process that exited
    /// first. A later call opens the file again.
    public func close() async {
        _ = try? await onOpeningQueue { [slot] in
            let (pool, connection) = (slot.pool, slot.readOnlyConnection)
            slot.pool = nil
            slot.readOnlyConnection = nil
            connection?.close()
            // The readers first (after the reads under way), so that the writer is the last connection: GRDB's
            // `close()` closes the writer first, and a reader closing last leaves the WAL and shared memory behind.
            pool?.releaseMemory()
            // After the writes under way; on failure, the pool closes when its last reference goes.
            try pool?.close()
        }
    }

    /// A read: `fromPool` through the writable pool once it is open, else `fromConnection` through the read-only
    /// connection, in one transaction either way.
    func read<T: Sendable>(
        fromPool: @escaping @Sendable (Database) throws -> T,
        fromConnection: @escaping @Sendable (SQLiteReadConnection) throws -> T
    ) async throws -> T {
        try await translatingErrors {
            switch try await reader() {
            case let .pool(pool):
                return try await pool.read(fromPool)
            case let .connection(connection):
                return try await onOpeningQueue {
                    defer { if connection.closesAfterEachRead { connection.close() } }
                    return try connection.read { try fromConnection(connection) }
                }
            }
        }
    }

    /// How many attempts at opening the writable pool began (see `SQLiteDatabaseSlot`).
    var openAttempts: Int { slot.openAttempts }

    /// Where a read goes.
    enum Reader {
        /// The writable pool, once open.
        case pool(DatabasePool)
        /// The read-only connection, until then.
        case connection(SQLiteReadConnection)
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard !readOnly else { throw Error.unavailable(url, cause: .openedForReadingOnly) }
        return try await translatingErrors { try await database().write(updates) }
    }

    private func database() async throws -> DatabasePool {
        if let pool = slot.pool { return pool }
        return try await openRetryingWhileLocked()
    }

    /// A writable pool writes on opening (GRDB commits a transaction to create the WAL file, which the last
    /// connection to close deletes), so reads use the writable pool only once it is open, or when the file
    /// cannot be read read-only: missing, an older schema, or any failure, which the writable open then reports.
    private func reader() async throws -> Reader {
        if let pool = slot.pool { return .pool(pool) }
        if let connection = slot.readOnlyConnection { return .connection(connection) }
        let (older, lockWait) = (readOnly, lockWait)
        do {
            if let reader = try await onOpeningQueue({ [url, slot] in
                try Self.openReadOnly(url, into: slot, acceptingOlder: older, lockWait: lockWait)
            }) {
                return reader
            }
        } catch let error as Error where error == .newerSchema(url) {
            throw error
        } catch let error where readOnly {
            throw error
        } catch {}
        guard !readOnly else { throw Error.unavailable(url, cause: .system(.noSuchFile)) }
        return .pool(try await openRetryingWhileLocked())
    }

    /// Opening writes (the switch of a new file to WAL, which SQLite refuses at once while another connection
    /// holds the write lock; GRDB's transaction that makes the WAL file; a migration), and an attempt fails at once
    /// on a lock (see `configuration`) rather than wait in SQLite's busy handler on the opening queue, where it
    /// would hold up every read queued behind it. The attempts go on for `lockWait`.
    /// The pause between attempts is `Task.sleep`: it holds no thread, and a cancelled caller stops waiting there.
    private func openRetryingWhileLocked() async throws -> DatabasePool {
        let (deadline, lockWait) = (ContinuousClock.now + lockWait, lockWait)
        while true {
            do {
                return try await onOpeningQueue { [url, slot] in try Self.open(url, into: slot, lockWait: lockWait) }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && .now < deadline {
                try await Task.sleep(for: .milliseconds(Int.random(in: 5...50)))
            }
        }
    }

    /// The slot's pool, or one attempt at opening and migrating the file into the slot.
    private static func open(_ url: URL, into slot: SQLiteDatabaseSlot, lockWait: Duration) throws -> DatabasePool {
        if let pool = slot.pool { return pool }
        slot.countOpenAttempt()
        try SQLiteFileKinds.check(url)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let pool = try DatabasePool(path: url.path, configuration: configuration)
        // GRDB asks for `synchronous = NORMAL` once in WAL: its syncs would come back at each restart of the WAL and
        // at each checkpoint, the one on close included.
        try pool.writeWithoutTransaction(SQLiteSyncing.turnOff)
        if try pool.read(SQLiteFeedStoreSchema.isNewer) { throw Error.newerSchema(url) }
        try SQLiteFeedStoreSchema.migrate(pool)
        // Opened: from now on a write waits for another connection's lock, on GRDB's writer queue.
        pool.writeWithoutTransaction { db in
            _ = sqlite3_busy_timeout(db.sqliteConnection, milliseconds(lockWait))
        }
        slot.pool = pool
        slot.readOnlyConnection = nil
        return pool
    }

    /// The slot's database, or the existing file opened for reading when its schema is current (or older,
    /// `acceptingOlder`), kept in the slot unless it closes after each read; else nil. One connection through
    /// SQLite's C API: opening GRDB's `DatabaseQueue` cost 3.7M instructions and closing it 1.2M, against 3.4M for
    /// the writable pool that a later write opens all the same.
    private static func openReadOnly(
        _ url: URL, into slot: SQLiteDatabaseSlot, acceptingOlder: Bool, lockWait: Duration
    ) throws -> Reader? {
        if let pool = slot.pool { return .pool(pool) }
        if let connection = slot.readOnlyConnection { return .connection(connection) }
        try SQLiteFileKinds.check(url)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let connection = try readOnlyConnection(url, lockWait: lockWait)
        let applied = try connection.read { try connection.appliedMigrations() }
        guard !SQLiteFeedStoreSchema.isNewer(applied: applied) else { throw Error.newerSchema(url) }
        guard acceptingOlder || SQLiteFeedStoreSchema.isCurrent(applied: applied) else { return nil }
        if !connection.closesAfterEachRead { slot.readOnlyConnection = connection }
        return .connection(connection)
    }

    /// A connection to `url` for reads that leave its folder as they found them: no file made there, none removed, the
    /// database file unchanged.
    ///
    /// - Neither a WAL nor a shared-memory file beside it (the last program to close it deleted them): opened
    ///   `closingLast` for one read, and closed after it, which deletes the two that the read made unless another
    ///   connection (a writer of another program) has the file open by then: SQLite's own rule, which needs no lock
    ///   of ours (readers hold none: only a feed's save takes the cache's lock, and a writer opens and closes the
    ///   file outside it). Closed after each read, not when the store goes: a command may end while a task still
    ///   holds its store, and a process that ends closes no connection.
    /// - Where that file cannot be written (chmod 444, a read-only file system), opened immutable: with no WAL,
    ///   the file holds the whole database, and no program of this user can write to it.
    /// - Either file there: read-only, which reads the WAL's frames (what a writer that is still running, or that
    ///   was killed, left) and deletes nothing.
    /// - Where even that cannot open (a folder nobody may write to, chmod 555 or a read-only file system: SQLite
    ///   cannot make the shared-memory file; on a full one, it cannot grow it), opened immutable, which needs none;
    ///   it reads the file without a WAL's frames, since SQLite cannot read those without shared memory.
    private static func readOnlyConnection(_ url: URL, lockWait: Duration) throws -> SQLiteReadConnection {
        let busyTimeout = TimeInterval(milliseconds(lockWait)) / 1000
        let walFiles = ["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: url.path + $0) }
        do {
            return try SQLiteReadConnection(
                path: url.path, busyTimeout: busyTimeout, opening: walFiles.isEmpty ? .closingLast : .readOnly)
        } catch let error as DatabaseError where Self.needsImmutable.contains(error.resultCode) {
            return try SQLiteReadConnection(path: url.path, busyTimeout: busyTimeout, opening: .immutable)
        }
    }

    /// `duration` in whole milliseconds, as SQLite's busy timeout takes it (at most `Int32.max`).
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = Double(seconds) * 1000 + (Double(attoseconds) / 1e15).rounded(.up)
        return Int32(max(0, min(total, Double(Int32.max))))
    }

    /// Runs `body` on `opening`: an attempt to open may wait in SQLite's busy handler, which must not hold a
    /// thread of the cooperative pool.
    private func onOpeningQueue<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            opening.async { continuation.resume(with: Result(catching: body)) }
        }
    }

    /// What opening a WAL file fails with when its WAL or shared memory cannot be made: it cannot be created (in a
    /// folder nobody may write to, `SQLITE_READONLY` with SQLite's "directory" code; on a read-only file system,
    /// `SQLITE_CANTOPEN`), or it cannot grow on a full disk (an I/O error or a full database, as SQLite says it);
    /// and what `closingLast` fails with on a file that cannot be written.
    private static let needsImmutable: [ResultCode] = [.SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_READONLY]

    /// Refuses a lock at once while opening; `open(_:into:)` gives the writer its busy timeout once open. Every
    /// connection syncs nothing (see `SQLiteSyncing`).
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        configuration.label = "SQLiteFeedStore"
        configuration.prepareDatabase(SQLiteSyncing.prepare)
        return configuration
    }
}
