import EssentialFeed
import Foundation
import HTTPTypes
import SharedAPI

/// Image bytes: the cache first, then the network (shared and limited per URL), then saved to the cache.
///
/// A download every caller has left is cancelled: its transfer stops and nothing of it is cached. Downloaded bytes
/// are returned without waiting for their save (see ``CacheWrites``): a cache another program holds locked delays no
/// picture; ``finishSaving()`` waits for the saves, and a failed one is told to `saveFailed`.
public struct ImageDataService: Sendable {
    /// An image's bytes and where they came from.
    public struct Loaded: Sendable {
        /// The cache, or the server.
        public let source: FeedSource
        /// The bytes.
        public let data: Data

        /// Bytes from `source`.
        ///
        /// - Parameters:
        ///   - source: Where they came from.
        ///   - data: The bytes.
        public init(source: FeedSource, data: Data) {
            self.source = source
            self.data = data
        }
    }

    private let cache: LocalFeedImageDataLoader?
    private let remote: CoalescingLoader<URL, Data>
    private let readFromCache: (@Sendable (URL, Int) -> Void)?
    private let writes: CacheWrites

    /// A service that downloads through `remote` what `cache` misses.
    ///
    /// - Parameters:
    ///   - remote: The loader of the bytes at a URL.
    ///   - cache: The image bytes cache; nil reads and saves nothing.
    ///   - maximumConcurrent: How many downloads run at once; the others wait for a slot.
    ///   - readFromCache: Told each image read from the cache, with its size in bytes (a log line: the client logs
    ///     the downloads).
    ///   - saveFailed: Told each save that failed.
    public init(
        remote: @escaping ResourceLoaderFactory<URL, Data>, cache: LocalFeedImageDataLoader?,
        maximumConcurrent: Int = 6, readFromCache: (@Sendable (URL, Int) -> Void)? = nil,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.cache = cache
        self.readFromCache = readFromCache
        let writes = CacheWrites()
        self.writes = writes
        self.remote = CoalescingLoader(maximumConcurrent: maximumConcurrent) { url in
            let data = try await remote(url).load()
            try Task.checkCancellation()
            if let cache { Self.save(data, for: url, in: cache, on: writes, failed: saveFailed) }
            return data
        }
    }

    /// A service over `client` and `cache`: its downloads are ``remoteImages(client:mapper:)``.
    ///
    /// - Parameters:
    ///   - client: The client of the images' server.
    ///   - cache: The image bytes cache; nil reads and saves nothing.
    ///   - mapper: What makes a response image bytes, or refuses it.
    ///   - maximumConcurrent: How many downloads run at once; the others wait for a slot.
    ///   - readFromCache: Told each image read from the cache, with its size in bytes (a log line: the client logs
    ///     the downloads).
    ///   - saveFailed: Told each save that failed.
    public init(
        client: any HTTPClient, cache: LocalFeedImageDataLoader?,
        mapper: @escaping RemoteResourceLoader<Data>.Mapper = FeedImageDataMapper.map, maximumConcurrent: Int = 6,
        readFromCache: (@Sendable (URL, Int) -> Void)? = nil,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.init(
            remote: Self.remoteImages(client: client, mapper: mapper), cache: cache,
            maximumConcurrent: maximumConcurrent, readFromCache: readFromCache, saveFailed: saveFailed)
    }

    /// The server's image bytes: each a SharedAPI `RemoteResourceLoader` of a GET of the image's URL, its response
    /// mapped by `mapper`.
    ///
    /// - Parameters:
    ///   - client: The client of the images' server.
    ///   - mapper: What makes a response image bytes, or refuses it.
    /// - Returns: The loader of the bytes at each URL.
    public static func remoteImages(
        client: any HTTPClient, mapper: @escaping RemoteResourceLoader<Data>.Mapper = FeedImageDataMapper.map
    ) -> ResourceLoaderFactory<URL, Data> {
        RemoteResourceLoader.factory(client: client, mapper: mapper) { HTTPRequest(method: .get, url: $0) }
    }

    /// Waits for the saves of the bytes downloaded so far.
    public func finishSaving() async {
        await writes.finish()
    }

    private static func save(
        _ data: Data, for url: URL, in cache: LocalFeedImageDataLoader, on writes: CacheWrites,
        failed: @escaping @Sendable (any Error) -> Void
    ) {
        writes.queue {
            do {
                try await cache.save(data, for: url)
                return true
            } catch {
                failed(error)
                return false
            }
        }
    }

    /// The bytes of the image at `url`.
    ///
    /// - Parameter url: The image's URL.
    /// - Returns: The bytes, from the cache or the server.
    /// - Throws: The download's failure, or `CancellationError` when the caller left.
    public func imageData(from url: URL) async throws -> Data {
        try await load(from: url).data
    }

    /// The bytes and where they came from: the cache is read once, and only a miss goes to the network. Bytes from
    /// the cache are returned before they are marked recently used, a cache write that ``finishSaving()`` waits for.
    ///
    /// - Parameter url: The image's URL.
    /// - Returns: The bytes and their source.
    /// - Throws: The download's failure, or `CancellationError` when the caller left.
    public func load(from url: URL) async throws -> Loaded {
        if let cache, let cached = try? await cache.loadImageData(from: url) {
            readFromCache?(url, cached.count)
            // Not told to `saveFailed`: bytes that stay cached are no failed save, only older in the eviction order.
            writes.queue { (try? await cache.markRecentlyUsed(dataFor: url)) != nil }
            return Loaded(source: .cache, data: cached)
        }
        return Loaded(source: .remote, data: try await remote.value(for: url))
    }
}
