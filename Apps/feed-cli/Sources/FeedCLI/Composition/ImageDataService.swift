import EssentialFeed
import Foundation
import HTTPClientPolicy
import HTTPTypes
import Logging
import SharedAPI

/// Image bytes: the cache first, then the network (shared and limited per URL), then saved to the cache.
///
/// A download every caller has left is cancelled: its transfer stops and nothing of it is cached.
struct ImageDataService: Sendable {
    private let cache: LocalFeedImageDataLoader?
    private let remote: CoalescingLoader<URL, Data>
    /// `-v`: a line for each image read from the cache (the client logs the downloads).
    private let logger: Logger?

    init(client: any HTTPClient, cache: LocalFeedImageDataLoader?, maximumConcurrent: Int = 6, logger: Logger? = nil) {
        self.cache = cache
        self.logger = logger
        self.remote = CoalescingLoader(maximumConcurrent: maximumConcurrent) { url in
            let request = HTTPRequest(method: .get, url: url)
            let data = try await RemoteResourceLoader(client: client, request: request, mapper: CheckedMapper.imageData)
                .load()
            try Task.checkCancellation()
            try? await cache?.save(data, for: url)
            return data
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
