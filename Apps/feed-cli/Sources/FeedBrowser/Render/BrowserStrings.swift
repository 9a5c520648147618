import SharedPresentation

/// The browser's own words (key hints, help, states), in every supported language: `Browser.strings`, in the one
/// shape of every table (SharedPresentation's `LocalizedStrings`); a key's `.strings` name is its case name.
enum BrowserStrings: LocalizedStrings {
    enum Key: String, CaseIterable {
        case move, open, back, reload, retryImage, search, sort, comment, follow, quit, keys
        case send, following, sending, you, helpTitle, closeHelp
        case sortAPI, sortLocation, sortNewest, sortOldest, sortAuthor
        case group, groupByAuthor
        case retrying
        case searchProgress, walkProgress, clearSearch
        case moveCursor, deleteText
        case notSavedOffline, undecodable, closeKeepDraft
        case openImage, copyURL, copyID, copiedURL, copiedID, opened, openFailed, nothingToOpen
        case nextNew
    }

    /// Counted phrases: `<key>.<plural category>` in the tables, one form per category the language uses.
    enum PluralKey: String, CaseIterable {
        case newBelow
    }

    static let table = LocalizedTable(resources: "feed-cli_FeedBrowser", bundle: .module, table: "Browser")
}
