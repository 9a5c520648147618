import EssentialFeed
import Foundation
import ImageComments
import Logging
import SharedAPI

/// Loads `show`'s details: the image from the feed (cache first), then its bytes (cache first) and comments at once.
struct ImageDetailsService: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let cache: FeedCache
    /// `-v`: images read from the cache are logged too.
    var logger: Logger? = nil
    let maximumPages: Int

    func details(of id: UUID) async throws -> ImageDetails {
        let remote = FeedService(client: client, baseURL: baseURL, cache: nil, pageSize: 100)
        let lookup = FeedImageLookup(cache: cache.feed, remote: remote, maximumPages: maximumPages)
        let (image, source) = try await lookup.image(withID: id)
        async let loadedData = Result { try await imageData(from: image.url) }
        async let loadedComments = Result { try await comments(of: id) }
        return await ImageDetails(image: image, source: source, imageData: loadedData, comments: loadedComments)
    }

    private func imageData(from url: URL) async throws -> ImageDetails.ImageData {
        if let cached = try? await cache.images?.loadImageData(from: url) { return .init(source: .cache, data: cached) }
        let data = try await ImageDataService(client: client, cache: cache.images, logger: logger).imageData(from: url)
        return .init(source: .remote, data: data)
    }

    private func comments(of id: UUID) async throws -> [ImageComment] {
        try await CommentsAPI(client: client, baseURL: baseURL).comments(of: id)
    }
}
