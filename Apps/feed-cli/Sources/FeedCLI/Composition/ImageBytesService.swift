import EssentialFeed
import Foundation
import Logging
import SharedAPI

/// `image`'s use case: the bytes of the image with an id, found in the cached or remote feed (see
/// `FeedImageLookup`), read from the cache, else downloaded and saved (see `ImageDataService`).
struct ImageBytesService: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let cache: FeedCache
    /// `-v`: images read from the cache are logged too.
    var logger: Logger? = nil

    /// The bytes at the image's URL; for an image found in the cache whose URL fails, at the remote feed's URL.
    func data(ofImage imageID: UUID) async throws -> Data {
        let images = ImageDataService(client: client, cache: cache.images, logger: logger)
        let remote = FeedService(client: client, baseURL: baseURL, cache: nil, pageSize: 100)
        let lookup = FeedImageLookup(cache: cache.feed, remote: remote, maximumPages: ShowRun.maximumPages)
        let (image, source) = try await lookup.image(withID: imageID)
        do {
            return try await images.imageData(from: image.url)
        } catch  where source == .cache {
            // The cached URL may be stale (the server moved): the remote feed's URL, unless it is the same one,
            // which would only repeat the failure (and wait out a silent server twice).
            let current = try await FeedImageLookup(cache: nil, remote: remote, maximumPages: ShowRun.maximumPages)
                .image(withID: imageID).image.url
            guard current != image.url else { throw error }
            return try await images.imageData(from: current)
        }
    }
}
