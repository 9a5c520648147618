/// A lock on a cache that every process writing it shares, which records the owner who wrote under it last (an
/// `flock` on a file: FileLocking's `FileLock`, adapted by the app).
public protocol FeedCacheLock: Sendable {
    /// Runs `body` while holding the lock; waiting for it stops when the calling task is cancelled.
    func whileLocked<T: Sendable>(_ body: (any FeedCacheLockOwner) async throws -> T) async throws -> T
    /// Throws unless the lock can be used (its file opened or created).
    func checkUsable() throws
}

/// The owner recorded under a held `FeedCacheLock`.
public protocol FeedCacheLockOwner {
    /// The owner last written, or "" when none.
    func owner() throws -> String
    /// Replaces the owner.
    func setOwner(_ owner: String) throws
}
