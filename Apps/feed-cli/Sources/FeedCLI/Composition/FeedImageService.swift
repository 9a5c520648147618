import EssentialFeed
import Foundation
import Logging
import SharedAPI

/// One image of the feed, for `image` and `show`: found by id in the cached feed, else the remote one (see
/// `FeedImageLookup`); its bytes read from the cache, else downloaded and saved (see `ImageDataService`).
struct FeedImageService: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let feed: LocalFeedLoader?
    let images: LocalFeedImageDataLoader?
    /// `-v`: images read from the cache are logged too.
    var logger: Logger? = nil
    /// How many remote pages (of 100) are searched for the image before giving up.
    let maximumPages: Int

    /// The lookup in the cached feed first (with `cached` false, the remote feed only), then the remote feed.
    func lookup(cached: Bool = true) -> FeedImageLookup {
        let remote = FeedService(client: client, baseURL: baseURL, cache: nil, pageSize: 100)
        return FeedImageLookup(cache: cached ? feed : nil, remote: remote, maximumPages: maximumPages)
    }

    /// The image bytes: the cache first, then the network, then saved to the cache.
    var imageData: ImageDataService {
        ImageDataService(client: client, cache: images, logger: logger)
    }
}
