import EssentialFeed
import EssentialFeedCacheFolder
import Foundation

/// Finds one image by id: in the cached feed first, then by paging the remote feed, at most `maximumPages` pages.
struct FeedImageLookup: Sendable {
    struct NotFound: Error, CustomStringConvertible {
        let id: UUID
        let searchedPages: Int
        let feedEnded: Bool
        var description: String { localizedCause(language: "en") }

        func localizedCause(language: String) -> String {
            let id = id.uuidString.lowercased()
            if feedEnded { return CLIStrings.format(.notInFeed, language: language, ["id": id]) }
            return CLIStrings.format(.notInFirstPages, language: language, ["id": id, "count": "\(searchedPages)"])
        }
    }

    let cache: LocalFeedLoader?
    let remote: FeedService
    let maximumPages: Int

    /// The image and where it was found.
    func image(withID id: UUID) async throws -> (image: FeedImage, source: FeedSource) {
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
