import SharedPresentation

/// The CLI's own words (states, hints, warnings, reasons), in every supported language: `CLI.strings`, read
/// through SharedPresentation's `LocalizedTable` like every other table. Placeholders are `{name}`, filled by
/// `format`; a key's `.strings` name is its case name.
enum CLIStrings {
    enum Key: String, CaseIterable {
        case sending, cached, downloaded, notLoaded, noMatches, imageDataFailed, commentsFailed, saveHint, warning
        case cacheUnusable, cacheRecreated, usingSampleAPI, cannotWrite, needsTerminal
        case notInFeed, notInFirstPages, savedFeedShown, browserStopped, serveCannotStart
        case noCache, cacheCleared, cacheClearFailed, cacheValid, cacheExpiredDeleted, cacheReset, cacheValidateFailed
        case reasonNoSuchFile, reasonPermissionDenied, reasonIsDirectory, reasonNotDirectory, reasonReadOnly
        case reasonNoSpace, reasonExists, reasonAddressInUse, reasonAddressUnavailable, reasonUnknown
        case cacheTitle, infoDirectory, infoBaseURL, infoFile, infoFeed, infoSaved, infoImageData, infoSampleAPI
        case infoNone, infoValid, infoExpired, infoUnreadable
        case mayHavePosted, yourMessage, cacheNotSaved, cacheReadOnly, savedFeedTooOld
        case infoUnknown, infoSize, listNotACache, listNone
    }

    /// Counted phrases: `<key>.<plural category>` in the tables, one form per category the language uses.
    enum PluralKey: String, CaseIterable {
        case imageCount, byteCount
    }

    static let table = LocalizedTable(bundle: .module, table: "CLI")

    /// The value of `key` in `language`, else in English.
    static func string(_ key: Key, language: String) -> String {
        table.string(key.rawValue, language: language)
    }

    /// "3 images" in `language`, in the plural form `count` takes there.
    static func plural(_ key: PluralKey, count: Int, language: String) -> String {
        table.plural(key.rawValue, count: count, language: language)
    }

    /// The value of `key` in `language` with each `{name}` replaced by `values[name]`, in one pass, so a value
    /// that itself contains `{name}` is never expanded.
    static func format(_ key: Key, language: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = string(key, language: language)[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += values[String(rest[rest.index(after: open)..<close])] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The languages that have a table (as the built bundle names them: `pt-br` for pt-BR).
    static var languages: [String] { table.languages() }
}
