import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import TerminalUI
import TerminalViews

/// `cache info`'s lines: `label value`, the labels localized and padded to the widest in the language.
struct CacheInfoText {
    let style: CommandStyle

    var language: String { style.language }

    private static let labels: [CLIStrings.Key] = [
        .infoDirectory, .infoBaseURL, .infoFile, .infoFeed, .infoSaved, .infoImageData,
    ]

    var title: String { style.theme.title.apply(text(.cacheTitle)) + "\n" }

    /// The `feed` line of a cache without a saved feed.
    var noFeed: String { field(.infoFeed, text(.infoNone)) }

    /// The base URL as it names the cache, or that the built-in sample API is used; and when the folder's
    /// `base-url` file is too big to be read, that it is.
    func baseURL(_ baseURL: APIBaseURL?, fileTooBig: Bool = false) -> String {
        let url = baseURL?.normalized ?? text(.infoSampleAPI)
        return fileTooBig ? "\(url) (\(text(.baseURLFileTooBig)))" : url
    }

    func text(_ key: CLIStrings.Key) -> String {
        CLIStrings.string(key, language: language)
    }

    func count(_ key: CLIStrings.PluralKey, _ count: Int) -> String {
        CLIStrings.plural(key, count: count, language: language)
    }

    /// One `label value` line.
    func field(_ label: CLIStrings.Key, _ value: String) -> String {
        let width = Self.labels.map { DisplayWidth.of(text($0)) }.max() ?? 0
        return style.theme.secondary.apply(TerminalText.pad(text(label), width: width + 1)) + " " + value + "\n"
    }

    /// `summary` as `cache info --json` and `cache list --json` write it, its age said as the style says it.
    func json(_ summary: CacheSummary) -> CacheSummaryJSON {
        CacheSummaryJSON(
            summary: summary, relativeSaved: summary.savedAt.map(style.savedAge),
            baseURLFileTooBig: text(.baseURLFileTooBig))
    }
}
