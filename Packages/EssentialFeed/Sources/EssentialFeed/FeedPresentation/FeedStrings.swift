import Foundation
import SharedPresentation

/// The feed's strings: `Feed.strings` in every supported language.
public enum FeedStrings {
    /// The `Feed` table of this module's bundle.
    public static let table = LocalizedTable(bundle: .module, table: "Feed")

    /// The key of the feed screen's title.
    public static let viewTitleKey = "FEED_VIEW_TITLE"
    /// The key of the message for an empty feed.
    public static let emptyKey = "FEED_EMPTY"
    /// The key of the message for a search that matches none of the loaded images.
    public static let noMatchesKey = "FEED_NO_MATCHES"
    /// The key of the notice shown over a feed loaded from the cache.
    public static let cachedNoticeKey = "FEED_CACHED_NOTICE"
}
