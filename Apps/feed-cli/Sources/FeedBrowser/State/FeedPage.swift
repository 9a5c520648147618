import EssentialFeed
import Foundation
import SharedPresentation
import TerminalViews

/// A loaded page of the feed as the state sees it: the driver keeps the `loadMore` closure.
struct FeedPage: Equatable, Sendable {
    let items: [FeedImage]
    let hasMore: Bool
    /// The ids of the images the person has not seen before.
    var newImages: Set<UUID> = []
    /// For a first page from the saved feed: when it was saved.
    var savedAt: Date? = nil
    /// For a first page from the saved feed: why the remote feed failed.
    var staleBecause: LoadFailure? = nil
}
