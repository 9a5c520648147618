import Foundation

extension LocalFeedLoader {
    /// Deletes the cache when it is expired or cannot be read (the store then recreates it empty).
    public func validateCache() async throws {
        let cache: CachedFeed?
        do {
            cache = try await store.retrieve()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return try await store.deleteCachedFeed()
        }
        if let cache, isExpired(cache) {
            try await store.deleteCachedFeed()
        }
    }
}
