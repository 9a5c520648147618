import SharedPresentation

/// The texts of the feed screen, in a resolved language (see `LanguageResolver`).
public enum FeedPresenter {
    /// "My Feed".
    public static func title(language: String) -> String {
        FeedStrings.string(.viewTitle, language: language)
    }

    /// "No images yet".
    public static func emptyMessage(language: String) -> String {
        FeedStrings.string(.empty, language: language)
    }

    /// "No matches": a search that none of the loaded images matches.
    public static func noMatchesMessage(language: String) -> String {
        FeedStrings.string(.noMatches, language: language)
    }

    /// "Showing the saved feed", for a feed loaded from the cache.
    public static func cachedNotice(language: String) -> String {
        FeedStrings.string(.cachedNotice, language: language)
    }
}
