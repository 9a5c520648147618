import EssentialFeedCacheFolder
import FileLocking
import Foundation

/// A cache's write lock as an `flock` on its `feed.lock` (FileLocking's `FileLock`), which the kernel releases when
/// the holder exits, even on SIGKILL. Waiting has no limit of its own: the cache's deadline ends it.
struct FileCacheLock: FeedCacheLock {
    let lock: FileLock

    /// The lock of the file at `url`.
    static let locking: FeedCache.Locking = { url in
        FileCacheLock(lock: FileLock(url: url, maximumWait: .seconds(86_400)))
    }

    func whileLocked<T: Sendable>(_ body: (any FeedCacheLockOwner) async throws -> T) async throws -> T {
        try await lock.whileLocked { file in try await body(Owner(file: file)) }
    }

    func checkUsable() throws {
        try lock.checkUsable()
    }

    private struct Owner: FeedCacheLockOwner {
        let file: LockedFile

        func owner() throws -> String { try file.owner() }
        func setOwner(_ owner: String) throws { try file.setOwner(owner) }
    }
}
