import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy

@testable import FeedCLI

enum FeedCLITestKeys {
    static func key(for baseURL: URL) -> String { CacheKey.key(for: APIBaseURL(url: baseURL)!) }
}
