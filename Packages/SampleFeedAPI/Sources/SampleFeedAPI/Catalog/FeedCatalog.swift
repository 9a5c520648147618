import Foundation

/// The feed a server serves, paged by the id of the last item seen.
package protocol FeedCatalog: Sendable {
    /// The `limit` items after `id` (from the start when nil); nil when `id` is not in the feed.
    func page(after id: UUID?, limit: Int) -> [SampleFeedItem]?
    func item(id: UUID) -> SampleFeedItem?
}
