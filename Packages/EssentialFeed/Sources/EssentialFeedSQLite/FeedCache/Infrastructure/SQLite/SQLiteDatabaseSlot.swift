import Foundation
import GRDB

/// The store's open databases, if any: read by every call, written by the work on the store's opening queue.
///
/// `@unchecked Sendable`: `stored` and `storedReadOnly` are only read and written under `lock`; `DatabasePool` is
/// Sendable, and the read-only connection is used on the store's opening queue only.
final class SQLiteDatabaseSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: DatabasePool?
    private var storedReadOnly: SQLiteReadConnection?
    private var attempts = 0

    /// The writable pool, opened by the first write (or a read that had to create or migrate the file).
    var pool: DatabasePool? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// How many attempts at opening the writable pool began: for tests that act while one is under way.
    var openAttempts: Int { lock.withLock { attempts } }

    func countOpenAttempt() {
        lock.withLock { attempts += 1 }
    }

    /// A read-only connection to a file with the current schema, for reads until the writable pool opens.
    var readOnlyConnection: SQLiteReadConnection? {
        get { lock.withLock { storedReadOnly } }
        set { lock.withLock { storedReadOnly = newValue } }
    }
}
