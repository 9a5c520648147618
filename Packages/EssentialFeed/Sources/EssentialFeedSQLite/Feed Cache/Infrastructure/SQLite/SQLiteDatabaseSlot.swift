import Foundation
import GRDB

/// The store's open database, if any: read by every call, written by the work on the store's opening queue.
///
/// `@unchecked Sendable`: `stored` is only read and written under `lock`; `DatabasePool` is itself Sendable.
final class SQLiteDatabaseSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: DatabasePool?

    var pool: DatabasePool? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
