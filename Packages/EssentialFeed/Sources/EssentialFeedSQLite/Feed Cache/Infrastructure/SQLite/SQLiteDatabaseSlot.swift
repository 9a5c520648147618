import Foundation
import GRDB

/// The store's open databases, if any: read by every call, written by the work on the store's opening queue.
///
/// `@unchecked Sendable`: `stored` and `storedReadOnly` are only read and written under `lock`; `DatabasePool` is
/// itself Sendable.
final class SQLiteDatabaseSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: DatabasePool?
    private var storedReadOnly: DatabasePool?

    /// The writable pool, opened by the first write (or a read that had to create or migrate the file).
    var pool: DatabasePool? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// A read-only pool on a file with the current schema, for reads until the writable pool opens.
    var readOnlyPool: DatabasePool? {
        get { lock.withLock { storedReadOnly } }
        set { lock.withLock { storedReadOnly = newValue } }
    }
}
