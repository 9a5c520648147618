import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import Logging
import SharedAPI

extension ImageDataService {
    /// The app's: the bytes `remote` loads (an `APISession`'s `imageBytes`) when `cache` has none, and `-v` logs
    /// each image read from the cache as the client logs the downloads.
    init(
        remote: @escaping ResourceLoaderFactory<URL, Data>, cache: LocalFeedImageDataLoader?, logger: Logger?,
        saveFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.init(remote: remote, cache: cache, readFromCache: logger.map(Self.cacheReadLog), saveFailed: saveFailed)
    }

    private static func cacheReadLog(_ logger: Logger) -> @Sendable (URL, Int) -> Void {
        { url, count in logger.info("GET \(LoggedURL.text(of: url)) from cache \(count) bytes 0 ms") }
    }
}
