import EssentialFeed
import Foundation
import SharedAPI

/// The feed's first page as the browser gets it: the page, and for the saved feed when it was saved and why the
/// remote feed failed.
package struct BrowserFeed: Sendable {
    /// The first page; its `loadMore` gives the next ones.
    package var page: Paginated<FeedImage>
    /// When the saved feed shown was saved; nil for the remote feed.
    package var savedAt: Date?
    /// Why the remote feed failed, when the saved one is shown instead.
    package var staleBecause: (any Error)?

    /// The remote feed's first page, or with `savedAt` the saved feed's.
    package init(page: Paginated<FeedImage>, savedAt: Date? = nil, staleBecause: (any Error)? = nil) {
        self.page = page
        self.savedAt = savedAt
        self.staleBecause = staleBecause
    }
}
