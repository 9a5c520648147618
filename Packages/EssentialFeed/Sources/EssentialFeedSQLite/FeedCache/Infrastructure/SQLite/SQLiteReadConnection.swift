import EssentialFeed
import Foundation
import GRDB
import GRDBSQLite

/// One connection that only reads a cache file, through SQLite's C API, for the reads a store makes before its first
/// write: what an offline `feed` and `cache info` do. GRDB's `DatabaseQueue` did the same work with 4.9M more
/// instructions (its set-up registers functions and collations, its close posts a notification), about a fifth of
/// an offline `feed`. Writes and migrations stay with GRDB.
///
/// Failures are GRDB's `DatabaseError`, with SQLite's extended result code and message, so that the store says
/// them as it says its GRDB ones. Each read runs in one deferred transaction: one snapshot of the file.
///
/// `@unchecked Sendable`: the store uses a connection on its serial opening queue only.
final class SQLiteReadConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var isOpen = true
    /// Opened `closingLast`: the store closes it after each read, so that the files its read made go at once.
    let closesAfterEachRead: Bool

    /// How a connection opens the file, so that its reads leave the folder as they found it.
    enum Opening {
        /// For reading and writing, though it never writes (`query_only`): the last connection to close a file in WAL
        /// mode deletes the WAL and shared-memory files, as SQLite does for any connection that may write, and only
        /// while no other connection of any program has the file open. For a file whose folder holds neither: closed
        /// after each read, the two that the read made go with it. Where the file cannot be written (read-only after
        /// all), opening fails as `SQLITE_READONLY`, so that the caller opens it otherwise.
        case closingLast
        /// Read-only: SQLite makes a missing WAL or shared-memory file and never deletes one. For a folder that holds
        /// them already: the WAL's frames are read, and nothing is changed or removed.
        case readOnly
        /// A `file:` URI with `immutable=1`, which needs no WAL, no shared memory nor lock, and reads the file alone.
        case immutable
    }

    /// `path` opened as `opening` says (read-only unless told), with `busyTimeout`. Throws when the file cannot be
    /// opened or is not a database.
    init(path: String, busyTimeout: TimeInterval, opening: Opening = .readOnly) throws {
        var connection: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX
        var name = path
        switch opening {
        case .closingLast: flags |= SQLITE_OPEN_READWRITE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = Self.error(code, connection)
            sqlite3_close_v2(connection)
            throw error
        }
        handle = connection
        closesAfterEachRead = opening == .closingLast
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, Int32(busyTimeout * 1000))
        do {
            if opening == .closingLast {
                // Writing nothing, and no flush when its close moves another connection's frames into the file.
                guard sqlite3_db_readonly(connection, "main") == 0 else {
                    throw DatabaseError(resultCode: .SQLITE_READONLY, message: "the file cannot be written")
                }
                try execute("PRAGMA query_only = 1")
                try execute("PRAGMA synchronous = OFF")
            }
            // Opening reads nothing: this first read finds a file that is not a database, or a WAL file whose
            // shared memory cannot be made.
            _ = try read { try integers("SELECT count(*) FROM sqlite_master") }
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Closes the connection; it must not be used after.
    func close() {
        guard isOpen else { return }
        isOpen = false
        sqlite3_close_v2(handle)
    }

    /// `body`'s result, read in one transaction.
    func read<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The identifiers in GRDB's migrations table, or none when the table does not exist.
    func appliedMigrations() throws -> [String] {
        let exists = try integers(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'")
        guard exists.first == 1 else { return [] }
        var identifiers: [String] = []
        try rows("SELECT identifier FROM grdb_migrations") { statement in
            identifiers.append(try Self.text(statement, 0) ?? "")
        }
        return identifiers
    }

    /// The integer columns of the one row `sql` returns; none when it returns no row.
    func integers(_ sql: String) throws -> [Int] {
        var values: [Int] = []
        try rows(sql) { statement in
            var column: Int32 = 0
            while column < sqlite3_column_count(statement) {
                values.append(Int(sqlite3_column_int64(statement, column)))
                column += 1
            }
        }
        return values
    }

    /// The first column of the first row `sql` returns, with `text` bound to its one parameter, as bytes: nil when
    /// there is no row or the column is NULL, text as its UTF-8 bytes (as GRDB decodes `Data`); a number fails.
    func blob(_ sql: String, binding text: String) throws -> Data? {
        var data: Data?
        try rows(sql, binding: text) { statement in
            guard data == nil else { return }
            switch sqlite3_column_type(statement, 0) {
            case SQLITE_NULL: return
            case SQLITE_BLOB, SQLITE_TEXT:
                let count = Int(sqlite3_column_bytes(statement, 0))
                guard count > 0, let bytes = sqlite3_column_blob(statement, 0) else { return data = Data() }
                data = Data(bytes: bytes, count: count)
            default: throw UnreadableColumn()
            }
        }
        return data
    }

    /// Runs `sql`, with `text`, when given, bound to its one parameter, calling `row` for each row it returns with the
    /// statement at that row.
    func rows(_ sql: String, binding text: String? = nil, _ row: (OpaquePointer) throws -> Void) throws {
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard code == SQLITE_OK, let statement = prepared else { throw Self.error(code, handle) }
        defer { sqlite3_finalize(statement) }
        if let text {
            // SQLITE_TRANSIENT: SQLite copies the text, which Swift frees after the call.
            let bound = sqlite3_bind_text(statement, 1, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            guard bound == SQLITE_OK else { throw Self.error(bound, handle) }
        }
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return }
            guard step == SQLITE_ROW else { throw Self.error(step, handle) }
            try row(statement)
        }
    }

    private func execute(_ sql: String) throws {
        try rows(sql) { _ in }
    }

    /// Column `index` as text: nil when NULL, its bytes as UTF-8 when a blob (as GRDB decodes a `String`); a
    /// number fails, as GRDB's decoding does.
    static func text(_ statement: OpaquePointer, _ index: Int32) throws -> String? {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_NULL:
            return nil
        case SQLITE_TEXT:
            return String(cString: sqlite3_column_text(statement, index))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return "" }
            let buffer = UnsafeRawBufferPointer(start: bytes, count: count)
            guard let text = String(validating: buffer, as: UTF8.self) else { throw UnreadableColumn() }
            return text
        default:
            throw UnreadableColumn()
        }
    }

    /// Column `index` as a real number: nil when NULL; text or a blob fails, as GRDB's decoding does.
    static func real(_ statement: OpaquePointer, _ index: Int32) throws -> Double? {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_NULL: return nil
        case SQLITE_INTEGER, SQLITE_FLOAT: return sqlite3_column_double(statement, index)
        default: throw UnreadableColumn()
        }
    }

    /// A column whose type is not the one read: the file was written by something else.
    struct UnreadableColumn: Error {}

    /// SQLite's error for `code` on `connection`: its extended code and message, as GRDB reports them.
    private static func error(_ code: Int32, _ connection: OpaquePointer?) -> DatabaseError {
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: extended == 0 ? code : extended), message: message)
    }
}
