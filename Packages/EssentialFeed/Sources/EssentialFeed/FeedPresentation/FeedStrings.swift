import Foundation
import SharedPresentation

/// The feed's strings: `Feed.strings` in every supported language.
public enum FeedStrings: LocalizedStrings {
    /// The keys of `Feed.strings`.
    public enum Key: String, CaseIterable, Sendable {
        /// The feed screen's title.
        case viewTitle = "FEED_VIEW_TITLE"
        /// The message for an empty feed.
        case empty = "FEED_EMPTY"
        /// The message for a search that matches none of the loaded images.
        case noMatches = "FEED_NO_MATCHES"
        /// The notice shown over a feed loaded from the cache.
        case cachedNotice = "FEED_CACHED_NOTICE"
    }

    /// The `Feed` table of this module's bundle.
    public static let table = LocalizedTable(resources: "EssentialFeed_EssentialFeed", bundle: .module, table: "Feed")
}
