import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// One base URL's cache: `<cache-dir>/<key>/feed.sqlite`, or none when it cannot be used.
struct FeedCache: Sendable {
    let directory: URL
    let feed: LocalFeedLoader?
    let images: LocalFeedImageDataLoader?
    /// Writes the feed so that runs sharing this cache never mix their pages.
    let writer: FeedCacheWriter?

    var fileURL: URL { directory.appendingPathComponent("feed.sqlite") }

    /// The files of a cache folder: the SQLite file with its journal and shared memory, and the write lock.
    static let files = ["feed.sqlite", "feed.sqlite-wal", "feed.sqlite-shm", "feed.lock"]

    /// The size of the cache file in bytes, or nil when there is none.
    var fileSize: Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path)
        return (attributes?[.size] as? NSNumber)?.intValue
    }

    /// The cache for `key`, without checking it (for `cache info` and `cache clear`). With `rebase`, the cache
    /// keeps the URLs of `rebase.live` under a stable origin (see `OriginRebase`).
    static func at(
        root: URL, key: String, rebase: OriginRebase? = nil, currentDate: @escaping @Sendable () -> Date
    ) -> FeedCache {
        let directory = root.appendingPathComponent(key, isDirectory: true)
        let store = SQLiteFeedStore(url: directory.appendingPathComponent("feed.sqlite"))
        return FeedCache(directory: directory, store: store, rebase: rebase, currentDate: currentDate)
    }

    /// The cache for `key` after checking it: a missing folder is created, and `LocalFeedLoader.validateCache()`
    /// removes an expired feed and resets an unreadable one; an unusable cache is left out. Each problem is one
    /// warning.
    static func opened(
        root: URL, key: String, rebase: OriginRebase? = nil, currentDate: @escaping @Sendable () -> Date,
        language: String, warn: @Sendable (String) -> Void
    ) async -> FeedCache {
        let cache = at(root: root, key: key, rebase: rebase, currentDate: currentDate)
        guard let feed = cache.feed else { return cache }
        do {
            try CacheFolder(directory: cache.directory, files: Self.files).prepare(creating: "feed.sqlite")
            guard FileManager.default.isWritableFile(atPath: cache.directory.path) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            try cache.writer?.checkUsable()
            if case let .resetUnreadable(error) = try await feed.validateCache() {
                warn(
                    CLIStrings.format(
                        .cacheRecreated, language: language, ["cause": FailureCause.describe(error, language: language)]
                    ))
            }
            return cache
        } catch {
            warn(
                CLIStrings.format(
                    .cacheUnusable, language: language,
                    ["path": cache.directory.path, "cause": FailureCause.describe(error, language: language)]))
            return FeedCache(directory: cache.directory, store: nil, rebase: nil, currentDate: currentDate)
        }
    }

    private init(
        directory: URL, store: SQLiteFeedStore?, rebase: OriginRebase?, currentDate: @escaping @Sendable () -> Date
    ) {
        self.directory = directory
        let seen: (any FeedStore & FeedImageDataStore)? =
            if let store, let rebase { RebasingFeedStore(store: store, rebase: rebase) } else { store }
        self.feed = seen.map { LocalFeedLoader(store: $0, currentDate: currentDate) }
        self.images = seen.map { LocalFeedImageDataLoader(store: $0) }
        let lock = CacheWriteLock(url: directory.appendingPathComponent("feed.lock"))
        self.writer = feed.map { FeedCacheWriter(loader: $0, lock: lock) }
    }
}
