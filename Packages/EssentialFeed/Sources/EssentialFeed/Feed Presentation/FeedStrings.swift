import Foundation
import SharedPresentation

/// The feed's strings: `Feed.strings` in every supported language.
public enum FeedStrings {
    public static let table = LocalizedTable(bundle: .module, table: "Feed")

    public static let viewTitleKey = "FEED_VIEW_TITLE"
    public static let emptyKey = "FEED_EMPTY"
    public static let cachedNoticeKey = "FEED_CACHED_NOTICE"
}
