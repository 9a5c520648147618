import EssentialFeed
import Foundation
import SharedAPI

/// Finds one image by id: in the saved feed first, then by paging the remote feed, at most `maximumPages` pages.
public struct FeedImageLookup: Sendable {
    /// No image has the id: the feed ended first, or `searchedPages` pages were searched without reaching its end.
    public struct NotFound: Error, Equatable {
        /// The id searched for.
        public let id: UUID
        /// How many remote pages were searched.
        public let searchedPages: Int
        /// Whether the remote feed ended within those pages; if not, a later page might have the image.
        public let feedEnded: Bool

        /// The failure of a search for `id` through `searchedPages` pages.
        /// - Parameters:
        ///   - id: The id searched for.
        ///   - searchedPages: How many remote pages were searched.
        ///   - feedEnded: Whether the remote feed ended within those pages.
        public init(id: UUID, searchedPages: Int, feedEnded: Bool) {
            self.id = id
            self.searchedPages = searchedPages
            self.feedEnded = feedEnded
        }
    }

    /// The saved feed, searched first; nil searches only the remote one.
    public let cache: (any ResourceLoader<[FeedImage]>)?
    /// The feed whose pages are searched when the saved feed does not have the image.
    public let remote: FeedService
    /// How many pages of `remote` are searched at most; fewer than one searches one.
    public let maximumPages: Int

    /// A lookup in `cache`, then in at most `maximumPages` pages of `remote`.
    /// - Parameters:
    ///   - cache: The saved feed, searched first; nil searches only the remote one.
    ///   - remote: The feed whose pages are searched when the saved feed does not have the image.
    ///   - maximumPages: How many pages of `remote` are searched at most.
    public init(cache: (any ResourceLoader<[FeedImage]>)?, remote: FeedService, maximumPages: Int) {
        self.cache = cache
        self.remote = remote
        self.maximumPages = maximumPages
    }

    /// The image and where it was found. A saved feed that cannot be read is passed over for the remote one.
    /// - Parameters:
    ///   - id: The image's id.
    /// - Returns: The image, and whether the saved feed or the server had it.
    /// - Throws: ``NotFound`` when no searched page has it; the remote feed's failure when a page cannot be loaded.
    public func image(withID id: UUID) async throws -> (image: FeedImage, source: FeedSource) {
        if let cached = try? await cache?.load(), let image = cached.first(where: { $0.id == id }) {
            return (image, .cache)
        }
        var page = try await remote.load().page
        for searched in 1...max(1, maximumPages) {
            if let image = page.items.first(where: { $0.id == id }) { return (image, .remote) }
            guard let loadMore = page.loadMore else { throw NotFound(id: id, searchedPages: searched, feedEnded: true) }
            guard searched < maximumPages else { throw NotFound(id: id, searchedPages: searched, feedEnded: false) }
            page = try await loadMore()
        }
        throw NotFound(id: id, searchedPages: maximumPages, feedEnded: false)
    }
}
