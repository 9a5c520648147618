import EssentialFeed
import Foundation

/// One run's writes of the feed into a cache other processes may share.
///
/// The first page replaces the cache and makes it this run's; a later page is appended only while the cache
/// is still this run's, so the pages of two runs never interleave (each check and write holds `lock`). Each write,
/// waiting for the lock included, is one step under `deadline`: another holder makes it give up, not wait.
public struct FeedCacheWriter: Sendable {
    private let loader: LocalFeedLoader
    private let lock: any FeedCacheLock
    private let owner = UUID().uuidString
    private let deadline: CacheDeadline
    /// Runs before each write: makes a cache folder that does not exist yet (see `CacheFolderOnFirstWrite`).
    private let prepare: @Sendable () throws -> Void

    /// Writes through `loader`, each write under `lock` (shared by every process writing the same cache) and
    /// `deadline`, after `prepare`.
    public init(
        loader: LocalFeedLoader, lock: any FeedCacheLock, deadline: CacheDeadline,
        prepare: @escaping @Sendable () throws -> Void = {}
    ) {
        self.loader = loader
        self.lock = lock
        self.deadline = deadline
        self.prepare = prepare
    }

    /// Throws unless this writer's lock file can be used.
    public func checkUsable() throws {
        try lock.checkUsable()
    }

    /// Replaces the cache with `feed`. The owner is written first: a run killed before its save
    /// leaves the old cache owned by no live run, so nobody appends to it.
    public func save(_ feed: [FeedImage]) async throws {
        try prepare()
        try await deadline.run { [lock, loader, owner] in
            try await lock.whileLocked { file in
                try file.setOwner(owner)
                try await loader.save(feed)
            }
        }
    }

    /// How many images the saved feed holds, 0 when none is valid or it cannot be read.
    public func savedCount() async -> Int {
        ((try? await loader.load()) ?? []).count
    }

    /// Appends `page` if the cache is still the one this writer saved; returns whether it did.
    public func append(_ page: [FeedImage]) async throws -> Bool {
        try prepare()
        return try await deadline.run { [lock, loader, owner] in
            try await lock.whileLocked { file in
                guard try file.owner() == owner else { return false }
                try await loader.append(page)
                return true
            }
        }
    }
}
