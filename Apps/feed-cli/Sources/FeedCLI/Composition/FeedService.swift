import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedAPI

/// The feed use case of the app: remote first, replacing the cache; the valid cache when remote fails.
///
/// Later remote pages are appended to the cache while it is still this run's (see `FeedCacheWriter`); after a
/// failed write no further page is appended, so the cache never has a gap. A remote page is returned without
/// waiting for its write (see `CacheWrites`): `finishSaving()` waits for them. A walk given a `FeedWalkSave` that
/// keeps a longer saved feed writes nothing until it has as many images, or until `finishWalk()`. Cached pages are
/// served `pageSize` at a time.
struct FeedService: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let cache: LocalFeedLoader?
    var writer: FeedCacheWriter? = nil
    /// How a walk writes its pages: at once unless told (see `FeedWalkSave`).
    var save: FeedWalkSave? = nil
    let pageSize: Int
    /// Told when a page could not be saved to the cache: a failed save is always said.
    var saveFailed: @Sendable (any Error) -> Void = { _ in }
    let writes = CacheWrites()

    func load() async throws -> LoadedFeed {
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
        let request = FeedEndpoint.get(after: image, limit: pageSize).request(baseURL: baseURL)
        return try await RemoteResourceLoader(client: client, request: request, mapper: CheckedMapper.feed).load()
    }

    /// An empty page ends the feed; a page that brings nothing new, or one past the walk's bound, fails.
    /// Each next page is added after `write`, the write of the page before, and only when that one went on.
    private func remotePaginated(
        _ items: [FeedImage], after write: Task<Bool, Never>, walk: FeedWalk, save: FeedWalkSave
    )
        -> Paginated<FeedImage>
    {
        guard let last = items.last else { return Paginated(items: items) }
        return Paginated(items: items) {
            let next = try await remotePage(after: last)
            try walk.admit(next)
            let append = writes.start(after: write) { going in
                going ? ((await saving { try await save.add(next) }) ?? false) : false
            }
            return remotePaginated(next, after: append, walk: walk, save: save)
        }
    }

    /// Waits for the cache writes of the pages returned so far; a failed one was told to `saveFailed`.
    func finishSaving() async {
        await writes.finish()
    }

    /// The walk ended as asked, not cut short: after the writes before it, saves what `save` still holds.
    func finishWalk() async {
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
