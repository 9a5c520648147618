import EssentialFeed
import Foundation
import HTTPTypes
import SharedAPI

/// Image bytes: the cache first, then the network (shared and limited per URL), then saved to the cache.
///
/// A download every caller has left is cancelled: its transfer stops and nothing of it is cached.
struct ImageDataService: Sendable {
    private let cache: LocalFeedImageDataLoader?
    private let remote: CoalescingLoader<URL, Data>

    init(client: any HTTPClient, cache: LocalFeedImageDataLoader?, maximumConcurrent: Int = 6) {
        self.cache = cache
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
        if let cached = try? await cache?.loadImageData(from: url) { return cached }
        return try await remote.value(for: url)
    }
}
