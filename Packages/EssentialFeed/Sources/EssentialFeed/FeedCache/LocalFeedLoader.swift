import Foundation

/// The feed cache use cases (save, append, load, validate) over a `FeedStore` and an injected clock.
public final class LocalFeedLoader: Sendable {
    let store: any FeedStore
    let currentDate: @Sendable () -> Date

    /// A loader over `store` that reads the time from `currentDate`.
    public init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }
}

extension Array where Element == FeedImage {
    func toLocal() -> [LocalFeedImage] {
        map { LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }
    }
}

extension Array where Element == LocalFeedImage {
    func toModels() -> [FeedImage] {
        map { FeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }
    }
}
