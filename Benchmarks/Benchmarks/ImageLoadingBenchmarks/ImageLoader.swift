import EssentialFeed
import Foundation
import HTTPTypes
import SharedAPI

/// The network half of feed-cli's image loading, built from the same package parts the CLI composes: one
/// `CoalescingLoader` (a shared load per URL, 6 at once) over `RemoteResourceLoader` with the image mapper behind
/// `MediaTypeCheck`. The CLI's `ImageDataService` puts its cache in front; these benchmarks run without one.
struct ImageLoader: Sendable {
    private let remote: CoalescingLoader<URL, Data>

    init(client: any HTTPClient, maximumConcurrent: Int = 6) {
        remote = CoalescingLoader(maximumConcurrent: maximumConcurrent) { url in
            let request = HTTPRequest(method: .get, url: url)
            let mapper = MediaTypeCheck.image(FeedImageDataMapper.map)
            return try await RemoteResourceLoader(client: client, request: request, mapper: mapper).load()
        }
    }

    func imageData(from url: URL) async throws -> Data {
        try await remote.value(for: url)
    }
}
