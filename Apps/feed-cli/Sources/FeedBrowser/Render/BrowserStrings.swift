import SharedPresentation

/// The browser's own words (key hints, help, states), in every supported language: `Browser.strings`, read
/// through SharedPresentation's `LocalizedTable` like every other table; a key's `.strings` name is its case name.
enum BrowserStrings {
    enum Key: String, CaseIterable {
        case move, open, back, reload, retryImage, search, sort, comment, follow, quit, keys
        case send, cancel, following, sending, you, helpTitle, closeHelp
        case sortAPI, sortLocation, sortNewest, sortOldest, sortAuthor
        case group, groupByAuthor
        case searchProgress, walkProgress, clearSearch
    }

    static let table = LocalizedTable(bundle: .module, table: "Browser")

    /// The value of `key` in `language`, else in English.
    static func string(_ key: Key, language: String) -> String {
        table.string(key.rawValue, language: language)
    }

    /// Whether `language`'s table has exactly the keys the code uses: none missing, none left over.
    static func hasEveryKey(language: String) -> Bool {
        Set(table.strings(for: language).keys) == Set(Key.allCases.map(\.rawValue))
    }
}
