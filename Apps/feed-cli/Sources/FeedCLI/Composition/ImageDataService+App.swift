import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import Logging
import SharedAPI

extension ImageDataService {
    /// The app's: bytes with a picture's signature are an image whatever their Content-Type (`CheckedMapper`), and
    /// `-v` logs each image read from the cache as the client logs the downloads.
    init(
        client: any HTTPClient, cache: LocalFeedImageDataLoader?, logger: Logger?,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.init(
            client: client, cache: cache, mapper: CheckedMapper.imageData,
            readFromCache: logger.map(Self.cacheReadLog), saveFailed: saveFailed)
    }

    private static func cacheReadLog(_ logger: Logger) -> @Sendable (URL, Int) -> Void {
        { url, count in logger.info("GET \(LoggedURL.text(of: url)) from cache \(count) bytes 0 ms") }
    }
}
