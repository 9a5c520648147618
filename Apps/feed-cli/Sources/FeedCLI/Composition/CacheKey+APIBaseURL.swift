import EssentialFeedCacheFolder
import HTTPClientPolicy

extension CacheKey {
    /// The folder name of `baseURL`'s cache: one per normalised base URL.
    static func key(for baseURL: APIBaseURL) -> String {
        key(forNormalized: baseURL.normalized)
    }
}
