import EssentialFeed
import Foundation
import SharedAPI

/// The feed use case: remote first, replacing the cache; the valid cache when remote fails.
///
/// Later remote pages are appended to the cache while it is still this run's (see ``FeedCacheWriter``); after a
/// failed write no further page is appended, so the cache never has a gap. A remote page is returned without
/// waiting for its write (see ``CacheWrites``): ``finishSaving()`` waits for them. A walk given a ``FeedWalkSave``
/// that keeps a longer saved feed writes nothing until it has as many images, or until ``finishWalk()``. Cached
/// pages are served `pageSize` at a time.
public struct FeedService: Sendable {
    /// The loader of each page the feed asks the server for (see ``remotePages(client:baseURL:)``).
    public let remote: ResourceLoaderFactory<FeedEndpoint, [FeedImage]>
    /// The saved feed, read when the remote one fails; nil for none.
    public let cache: (any ResourceLoader<[FeedImage]>)?
    /// Writes the pages of a walk to the cache; nil writes nothing.
    public var writer: FeedCacheWriter?
    /// How a walk writes its pages: at once unless told (see ``FeedWalkSave``).
    public var save: FeedWalkSave?
    /// How many images a page asks for, and how many of the saved feed a page shows.
    public let pageSize: Int
    /// Told when a page could not be saved to the cache: a failed save is always said.
    public var saveFailed: @Sendable (any Error) -> Void
    private let writes = CacheWrites()

    /// A feed service that loads its pages through `remote`.
    ///
    /// - Parameters:
    ///   - remote: The loader of each page of the server's feed.
    ///   - cache: The saved feed, for when the remote one fails.
    ///   - writer: Writes the pages to the cache.
    ///   - save: How a walk writes its pages; by default a ``FeedWalkSave`` over `writer` that writes each at once.
    ///   - pageSize: The images of a page.
    ///   - saveFailed: Told each failed save.
    public init(
        remote: @escaping ResourceLoaderFactory<FeedEndpoint, [FeedImage]>, cache: (any ResourceLoader<[FeedImage]>)?,
        writer: FeedCacheWriter? = nil, save: FeedWalkSave? = nil, pageSize: Int,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.remote = remote
        self.cache = cache
        self.writer = writer
        self.save = save
        self.pageSize = pageSize
        self.saveFailed = saveFailed
    }

    /// A feed service over the server at `baseURL`: its pages are ``remotePages(client:baseURL:)``.
    ///
    /// - Parameters:
    ///   - client: The client of the feed's server.
    ///   - baseURL: The server's base URL.
    ///   - cache: The saved feed, for when the remote one fails.
    ///   - writer: Writes the pages to the cache.
    ///   - save: How a walk writes its pages; by default a ``FeedWalkSave`` over `writer` that writes each at once.
    ///   - pageSize: The images of a page.
    ///   - saveFailed: Told each failed save.
    public init(
        client: any HTTPClient, baseURL: URL, cache: (any ResourceLoader<[FeedImage]>)?, writer: FeedCacheWriter? = nil,
        save: FeedWalkSave? = nil, pageSize: Int, saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.init(
            remote: Self.remotePages(client: client, baseURL: baseURL), cache: cache, writer: writer, save: save,
            pageSize: pageSize, saveFailed: saveFailed)
    }

    /// The server's feed pages: each a SharedAPI `RemoteResourceLoader` of the page's request on the API at
    /// `baseURL`, a response that is not JSON refused before it is read (see `MediaTypeCheck`).
    ///
    /// - Parameters:
    ///   - client: The client of the feed's server.
    ///   - baseURL: The server's base URL.
    /// - Returns: The loader of each page.
    public static func remotePages(
        client: any HTTPClient, baseURL: URL
    ) -> ResourceLoaderFactory<FeedEndpoint, [FeedImage]> {
        RemoteResourceLoader.factory(client: client, mapper: MediaTypeCheck.json(FeedItemsMapper.map)) {
            $0.request(baseURL: baseURL)
        }
    }

    /// The feed's first page: the server's, whose writes start behind it, else the saved feed with the server's
    /// failure.
    ///
    /// - Returns: The first page and where it came from.
    /// - Throws: The server's failure when the saved feed is missing, empty or cannot be read.
    public func load() async throws -> LoadedFeed {
        do {
            let items = try await remotePage(after: nil)
            let walk = FeedWalk()
            try walk.admit(items)
            let save = self.save ?? FeedWalkSave(writer: writer)
            let write = writes.start { _ in await saving { try await save.add(items) } ?? false }
            return LoadedFeed(source: .remote, page: remotePaginated(items, after: write, walk: walk, save: save))
        } catch let remoteError {
            guard let cached = try? await cache?.load(), !cached.isEmpty else { throw remoteError }
            return LoadedFeed(
                source: .cache, page: Self.cachedPaginated(cached[...], pageSize: pageSize), staleBecause: remoteError)
        }
    }

    private func remotePage(after image: FeedImage?) async throws -> [FeedImage] {
        try await remote(.get(after: image, limit: pageSize)).load()
    }

    /// How many pages' cache writes may be outstanding: a slow or locked cache holds the walk back after this many
    /// pages instead of keeping every fetched page in memory until its write, so memory stays flat in the feed's
    /// length. Three: `feed --pages 3` still shows every page at once in front of a cache another program holds.
    public static let outstandingWrites = 3

    /// An empty page ends the feed; a page that brings nothing new, or one past the walk's bound, fails.
    /// Each next page is added after `write`, the write of the page before, and only when that one went on.
    /// `writes` holds the last `outstandingWrites` pages' writes, `write` last: the oldest must end before the next
    /// page is fetched.
    private func remotePaginated(
        _ items: [FeedImage], after write: Task<Bool, Never>, window: [Task<Bool, Never>] = [], walk: FeedWalk,
        save: FeedWalkSave
    )
        -> Paginated<FeedImage>
    {
        guard let last = items.last else { return Paginated(items: items) }
        let window = Array((window + [write]).suffix(Self.outstandingWrites))
        return Paginated(items: items) {
            if window.count == Self.outstandingWrites { _ = await window[0].value }
            let next = try await remotePage(after: last)
            try walk.admit(next)
            let append = writes.start(after: write) { going in
                going ? ((await saving { try await save.add(next) }) ?? false) : false
            }
            return remotePaginated(next, after: append, window: window, walk: walk, save: save)
        }
    }

    /// Waits for the cache writes of the pages returned so far; a failed one was told to ``saveFailed``.
    public func finishSaving() async {
        await writes.finish()
    }

    /// The walk ended as asked, not cut short: after the writes before it, saves what ``save`` still holds.
    public func finishWalk() async {
        await writes.finish()
        guard let save else { return }
        _ = await saving { try await save.finish() }
    }

    /// What `save` returns, or nil after telling `saveFailed` why it failed.
    private func saving<T>(_ save: () async throws -> T?) async -> T? {
        do {
            return try await save()
        } catch {
            saveFailed(error)
            return nil
        }
    }

    private static func cachedPaginated(_ items: ArraySlice<FeedImage>, pageSize: Int) -> Paginated<FeedImage> {
        let page = Array(items.prefix(pageSize))
        let rest = items.dropFirst(pageSize)
        guard !rest.isEmpty else { return Paginated(items: page) }
        return Paginated(items: page) { cachedPaginated(rest, pageSize: pageSize) }
    }
}
