import EssentialFeed
import EssentialFeedSQLite
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One base URL's cache: `<cache-dir>/<key>/feed.sqlite`, or none when it cannot be used.
///
/// The folder is private (0700, its files 0600) and made on the first write, never by a run that writes nothing;
/// a cache that cannot be updated is still read, one that must not be used is left out, and every step waits for
/// another program's lock at most until `deadline` (the SQLite store is told to wait twice as long, so that the
/// deadline, not the store, says when a wait is given up).
public struct FeedCache: Sendable {
    /// What opening found wrong with a cache, for the app to say.
    public enum Problem: Sendable {
        /// The file could not be read (the cause says why) and was recreated empty.
        case recreated(cause: any Error)
        /// The cache must not be used (a symbolic link, a newer schema, nothing to read, a lock held past the
        /// deadline): the run goes on without it.
        case unusable(cause: any Error)
        /// The cache cannot be updated (a read-only file system, a folder the user cannot write, a full disk): it is
        /// read as it is.
        case readOnly(cause: any Error)
    }

    /// How a cache folder's write lock is made: one per lock file, shared by every process that writes there.
    public typealias Locking = @Sendable (URL) -> any FeedCacheLock

    /// The cache's folder, `<cache-dir>/<key>`.
    public let directory: URL
    /// The feed's use cases, nil when the cache cannot be used.
    public let feed: LocalFeedLoader?
    /// The image bytes' use cases, nil when the cache cannot be used.
    public let images: LocalFeedImageDataLoader?
    /// Writes the feed so that runs sharing this cache never mix their pages; nil when it cannot be updated.
    public let writer: FeedCacheWriter?
    /// When opening deleted a feed older than 7 days: when it had been saved, for saying why none is shown.
    public private(set) var deletedExpiredFeed: Date?
    /// How long each step of this cache may wait (see `CacheDeadline`).
    public let deadline: CacheDeadline
    /// The SQLite store under the use cases, for ``close()``.
    private let store: SQLiteFeedStore?

    /// The SQLite file.
    public var fileURL: URL { directory.appendingPathComponent("feed.sqlite") }

    /// The files of a cache folder: the SQLite file with its journal and shared memory, and the write lock.
    public static let files = [
        "feed.sqlite", "feed.sqlite-wal", "feed.sqlite-shm", "feed.sqlite-journal", "feed.lock", baseURLFile,
    ]

    /// The file that names the base URL of a cache (its folder name is a hash): for `cache list`.
    public static let baseURLFile = "base-url"

    /// The size of the cache file in bytes, or nil when there is none.
    public var fileSize: Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path)
        return (attributes?[.size] as? NSNumber)?.intValue
    }

    /// The cache for `key`, without checking it (for the `cache` commands). With `rebase`, the cache keeps the URLs
    /// of `rebase.live` under a stable origin (see `OriginRebase`). `readingOnly`, its file is read as it is, an
    /// older version's too, and never migrated nor written (for `cache info` and `cache list`).
    public static func at(
        root: URL, key: String, rebase: OriginRebase? = nil, readingOnly: Bool = false,
        currentDate: @escaping @Sendable () -> Date, deadline: CacheDeadline, locking: @escaping Locking
    ) -> FeedCache {
        let directory = root.appendingPathComponent(key, isDirectory: true)
        let file = directory.appendingPathComponent("feed.sqlite")
        let store =
            readingOnly
            ? SQLiteFeedStore.readingOnly(url: file, lockWait: deadline.storeLockWait)
            : SQLiteFeedStore(url: file, lockWait: deadline.storeLockWait)
        return FeedCache(
            directory: directory, store: store, rebase: rebase, currentDate: currentDate, deadline: deadline,
            locking: locking, writable: !readingOnly)
    }

    /// The cache for `key` after checking it: a missing folder is created, and `LocalFeedLoader.validateCache()`
    /// removes an expired feed and resets an unreadable one. A cache that cannot be updated (a read-only file
    /// system, a folder the user cannot write, a full disk) is still read; one that must not be used (a symbolic
    /// link, a newer schema, nothing to read, or one that another program kept locked past `deadline`) is left out.
    /// Each problem is `report`ed once. `baseURL`, when given, is recorded in the folder's `base-url` file.
    public static func opened(
        root: URL, key: String, rebase: OriginRebase? = nil, currentDate: @escaping @Sendable () -> Date,
        deadline: CacheDeadline, locking: @escaping Locking, baseURL: String? = nil,
        report: (Problem) -> Void
    ) async -> FeedCache {
        let directory = root.appendingPathComponent(key, isDirectory: true)
        guard !canBeMadeLater(directory) else {
            return notYetMade(
                directory: directory, rebase: rebase, currentDate: currentDate, deadline: deadline, locking: locking,
                baseURL: baseURL)
        }
        let cache = at(
            root: root, key: key, rebase: rebase, currentDate: currentDate, deadline: deadline, locking: locking)
        guard let feed = cache.feed else { return cache }
        do {
            try CacheFolder(directory: cache.directory, files: Self.files).prepare(creating: "feed.sqlite")
            try cache.checkWritable()
            if let baseURL { cache.recordBaseURL(baseURL) }
            switch try await feed.validateCache() {
            case let .resetUnreadable(error): report(.recreated(cause: error))
            case let .deletedExpired(saved):
                var cache = cache
                cache.deletedExpiredFeed = saved
                return cache
            case .empty, .valid: break
            }
            return cache
        } catch {
            guard Self.canStillBeRead(cache, after: error) else {
                report(.unusable(cause: error))
                return FeedCache(
                    directory: cache.directory, store: nil, rebase: nil, currentDate: currentDate, deadline: deadline,
                    locking: locking)
            }
            report(.readOnly(cause: error))
            let store = SQLiteFeedStore(url: cache.fileURL, lockWait: deadline.storeLockWait)
            return FeedCache(
                directory: cache.directory, store: store, rebase: rebase, currentDate: currentDate, deadline: deadline,
                locking: locking, writable: false)
        }
    }

    /// A cache whose folder does not exist: nothing is created until its first write (see `FolderOnFirstWriteStore`),
    /// which makes the folder as `opened` makes one.
    private static func notYetMade(
        directory: URL, rebase: OriginRebase?, currentDate: @escaping @Sendable () -> Date, deadline: CacheDeadline,
        locking: @escaping Locking, baseURL: String?
    ) -> FeedCache {
        let folder = CacheFolderOnFirstWrite {
            try CacheFolder(directory: directory, files: Self.files).prepare(creating: "feed.sqlite")
            if let baseURL { recordBaseURL(baseURL, in: directory) }
        }
        let store = SQLiteFeedStore(
            url: directory.appendingPathComponent("feed.sqlite"), lockWait: deadline.storeLockWait)
        return FeedCache(
            directory: directory, store: store, rebase: rebase, currentDate: currentDate, deadline: deadline,
            locking: locking, folder: folder)
    }

    /// Whether `directory` is missing (not even a dangling link) and could be made: tried by making a folder of a name
    /// of its own in the deepest folder that exists, and removing it. Never `directory` or a missing parent of it:
    /// another process opening the same cache meanwhile would take a folder that is about to go for the cache's own.
    /// A folder that cannot be made is said when the cache opens, as any unusable cache is.
    private static func canBeMadeLater(_ directory: URL) -> Bool {
        var info = stat()
        guard lstat(directory.path, &info) != 0, errno == ENOENT else { return false }
        var missing = [directory.lastPathComponent]
        var existing = directory.deletingLastPathComponent()
        while existing.path != "/", lstat(existing.path, &info) != 0 {
            guard errno == ENOENT else { return false }
            missing.append(existing.lastPathComponent)
            existing = existing.deletingLastPathComponent()
        }
        guard directory.path.utf8.count < Int(PATH_MAX), missing.allSatisfy({ $0.utf8.count <= Int(NAME_MAX) }) else {
            return false
        }
        let probe = existing.appendingPathComponent(".probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        guard mkdir(probe.path, 0o700) == 0 else { return false }
        rmdir(probe.path)
        return true
    }

    private func recordBaseURL(_ baseURL: String) {
        Self.recordBaseURL(baseURL, in: directory)
    }

    /// Writes `base-url` when it is missing or names another URL; a failure only leaves the URL unknown to `list`.
    private static func recordBaseURL(_ baseURL: String, in directory: URL) {
        let file = directory.appendingPathComponent(Self.baseURLFile)
        let data = Data((baseURL + "\n").utf8)
        guard CacheSummary.baseURLFileContents(in: directory) != data else { return }
        try? data.write(to: file, options: .atomic)
        _ = chmod(file.path, 0o600)
    }

    /// Throws unless the folder and the write lock can be written.
    private func checkWritable() throws {
        guard access(directory.path, W_OK) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        try writer?.checkUsable()
    }

    /// Whether a cache that failed to open for writing may still be read: not a symbolic link nor a newer schema
    /// nor kept locked past the deadline, its SQLite files regular, and a file is there.
    private static func canStillBeRead(_ cache: FeedCache, after error: any Error) -> Bool {
        if error is CacheFolder.SymbolicLink || error is CacheDeadline.Exceeded { return false }
        if let error = error as? CacheFolder.NotRegularFile, error.path.hasPrefix(cache.fileURL.path) { return false }
        if let error = error as? SQLiteFeedStore.Error, case .newerSchema = error { return false }
        return CacheFolder.isRegularFile(cache.fileURL.path)
            && FileManager.default.isReadableFile(atPath: cache.fileURL.path)
    }

    /// Why a call through this cache failed: the deadline, when a step gave up at it (a use case's own error, such
    /// as `LocalFeedImageDataLoader.SaveError.failed`, hides it), else `error`.
    public func failure(_ error: any Error) -> any Error {
        deadline.hasGivenUp ? CacheDeadline.Exceeded(limit: deadline.limit) : error
    }

    /// Closes the cache's file once the command is done with it, so that the command ends with its saves in
    /// `feed.sqlite` and no SQLite work left running (see `SQLiteFeedStore.close()`). After a step that gave up at
    /// the deadline it does nothing: that step may still hold the store, and closing would wait for it.
    public func close() async {
        guard !deadline.hasGivenUp else { return }
        await store?.close()
    }

    /// Throws when the folder or one of its files is a symbolic link or not a regular file (see `CacheFolder`).
    public func check() throws {
        try CacheFolder(directory: directory, files: Self.files).check()
    }

    private init(
        directory: URL, store: SQLiteFeedStore?, rebase: OriginRebase?, currentDate: @escaping @Sendable () -> Date,
        deadline: CacheDeadline, locking: Locking, writable: Bool = true, folder: CacheFolderOnFirstWrite? = nil
    ) {
        self.directory = directory
        self.deadline = deadline
        self.store = store
        let bounded = store.map { DeadlineFeedStore(store: $0, deadline: deadline) }
        let made: (any FeedStore & FeedImageDataStore)? =
            if let bounded, let folder { FolderOnFirstWriteStore(store: bounded, folder: folder) } else { bounded }
        let seen: (any FeedStore & FeedImageDataStore)? =
            if let made, let rebase { RebasingFeedStore(store: made, rebase: rebase) } else { made }
        self.feed = seen.map { LocalFeedLoader(store: $0, currentDate: currentDate) }
        self.images = seen.map { LocalFeedImageDataLoader(store: $0) }
        let lock = locking(directory.appendingPathComponent("feed.lock"))
        let prepare: @Sendable () throws -> Void = { try folder?.prepare() }
        self.writer =
            writable
            ? feed.map { FeedCacheWriter(loader: $0, lock: lock, deadline: deadline, prepare: prepare) } : nil
    }
}
