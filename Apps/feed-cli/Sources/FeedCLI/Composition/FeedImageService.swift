import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import ImageComments
import Logging
import SharedAPI

/// One image of the feed, for `image` and `show`: found by id in the cached feed, else the remote one (see
/// `FeedImageLookup`); its bytes read from the cache, else downloaded and saved (see `ImageDataService`).
struct FeedImageService: Sendable {
    /// The loaders of the remote feed's pages, searched when the saved feed does not have the image.
    let pages: ResourceLoaderFactory<FeedEndpoint, [FeedImage]>
    /// The image's comments, for `show`.
    let commentsAPI: ImageCommentsAPI
    let feed: LocalFeedLoader?
    /// How many remote pages (of 100) are searched for the image before giving up.
    let maximumPages: Int
    /// The image bytes: the cache first, then the network, then saved to the cache behind what is shown.
    let imageData: ImageDataService

    /// `pages`, `imageBytes` and `commentsAPI` load from the server (an `APISession`'s `feedPages`, `imageBytes` and
    /// `commentsAPI`); `logger` (`-v`) logs images read from the cache too; a failed save of image bytes is told to
    /// `saveFailed`.
    init(
        pages: @escaping ResourceLoaderFactory<FeedEndpoint, [FeedImage]>,
        imageBytes: @escaping ResourceLoaderFactory<URL, Data>, commentsAPI: ImageCommentsAPI, feed: LocalFeedLoader?,
        images: LocalFeedImageDataLoader?, logger: Logger? = nil, maximumPages: Int,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.pages = pages
        self.commentsAPI = commentsAPI
        self.feed = feed
        self.maximumPages = maximumPages
        self.imageData = ImageDataService(remote: imageBytes, cache: images, logger: logger, saveFailed: saveFailed)
    }

    /// The lookup in the cached feed first (with `cached` false, the remote feed only), then the remote feed.
    func lookup(cached: Bool = true) -> FeedImageLookup {
        let remote = FeedService(remote: pages, cache: nil, pageSize: 100)
        return FeedImageLookup(cache: cached ? feed : nil, remote: remote, maximumPages: maximumPages)
    }

    /// Waits for the saves of the image bytes downloaded so far.
    func finishSaving() async {
        await imageData.finishSaving()
    }
}
