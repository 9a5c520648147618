import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import HTTPTypes
import Logging
import SharedAPI

/// Image bytes: the cache first, then the network (shared and limited per URL), then saved to the cache.
///
/// A download every caller has left is cancelled: its transfer stops and nothing of it is cached. Downloaded bytes
/// are returned without waiting for their save (see `CacheWrites`): a cache another program holds locked delays no
/// picture; `finishSaving()` waits for the saves, and a failed one is told to `saveFailed`.
struct ImageDataService: Sendable {
    private let cache: LocalFeedImageDataLoader?
    private let remote: CoalescingLoader<URL, Data>
    /// `-v`: a line for each image read from the cache (the client logs the downloads).
    private let logger: Logger?
    private let writes: CacheWrites

    init(
        client: any HTTPClient, cache: LocalFeedImageDataLoader?, maximumConcurrent: Int = 6, logger: Logger? = nil,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.cache = cache
        self.logger = logger
        let writes = CacheWrites()
        self.writes = writes
        self.remote = CoalescingLoader(maximumConcurrent: maximumConcurrent) { url in
            let request = HTTPRequest(method: .get, url: url)
            let data = try await RemoteResourceLoader(client: client, request: request, mapper: CheckedMapper.imageData)
                .load()
            try Task.checkCancellation()
            if let cache { Self.save(data, for: url, in: cache, on: writes, failed: saveFailed) }
            return data
        }
    }

    /// Waits for the saves of the bytes downloaded so far.
    func finishSaving() async {
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

    func imageData(from url: URL) async throws -> Data {
        try await load(from: url).data
    }

    /// The bytes and where they came from: the cache is read once, and only a miss goes to the network.
    func load(from url: URL) async throws -> ImageDetails.ImageData {
        if let cached = try? await cache?.loadImageData(from: url) {
            logger?.info("GET \(LoggedURL.text(of: url)) from cache \(cached.count) bytes 0 ms")
            return ImageDetails.ImageData(source: .cache, data: cached)
        }
        return ImageDetails.ImageData(source: .remote, data: try await remote.value(for: url))
    }
}
