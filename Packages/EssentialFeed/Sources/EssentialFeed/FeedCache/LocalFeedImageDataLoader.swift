import Foundation

/// Loads and saves image bytes through a `FeedImageDataStore`.
public final class LocalFeedImageDataLoader: Sendable {
    let store: any FeedImageDataStore

    /// A loader over `store`.
    public init(store: any FeedImageDataStore) {
        self.store = store
    }
}
