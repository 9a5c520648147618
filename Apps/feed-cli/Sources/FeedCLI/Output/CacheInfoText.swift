import EssentialFeedCacheFolder
import Foundation
import TerminalUI
import TerminalViews

/// `cache info`'s lines, `label value`, the labels localized and padded to the widest in the language; and the words
/// `cache list`'s table shares with them.
struct CacheInfoText: CommandOutput {
    let style: CommandStyle

    var language: String { style.language }

    private static let labels: [CLIStrings.Key] = [
        .infoDirectory, .infoBaseURL, .infoFile, .infoFeed, .infoSaved, .infoImageData,
    ]

    /// The cache's folder, its base URL and, when it has a file, the file with its size (the write-ahead log's
    /// included), its feed or why it could not be read, when the feed was saved, and its image data.
    func render(_ summary: CacheSummary) -> String {
        var lines = style.theme.title.apply(text(.cacheTitle)) + "\n"
        lines += field(.infoDirectory, summary.directory.path) + field(.infoBaseURL, baseURL(summary))
        if let size = summary.sizeBytes {
            lines += field(.infoFile, "\(summary.fileURL.path) (\(count(.byteCount, size)))")
        }
        lines += field(.infoFeed, feed(summary))
        if let saved = summary.savedAt { lines += field(.infoSaved, style.saved(saved)) }
        if let images = imageData(summary) { lines += field(.infoImageData, images) }
        return lines
    }

    /// The base URL the cache belongs to, that it is the built-in sample API's, or "unknown"; and when the folder's
    /// `base-url` file is too big to be read, that it is.
    func baseURL(_ summary: CacheSummary) -> String {
        let url =
            summary.isSample
            ? text(.infoSampleAPI) : summary.baseURL.map { TerminalText.safe($0) } ?? text(.infoUnknown)
        return summary.baseURLFileTooBig ? "\(url) (\(text(.baseURLFileTooBig)))" : url
    }

    /// Why the cache could not be read; else its saved feed's images, valid or expired; else "none".
    func feed(_ summary: CacheSummary) -> String {
        if let problem = summary.problem { return TerminalText.safe(problem) }
        guard let images = summary.itemCount, let expired = summary.isExpired else { return text(.infoNone) }
        return "\(count(.imageCount, images)), \(text(expired ? .infoExpired : .infoValid))"
    }

    /// How many pictures' bytes are cached and their size, or nil when unknown.
    func imageData(_ summary: CacheSummary) -> String? {
        summary.imageDataCount.map { "\(count(.imageCount, $0)), \(count(.byteCount, summary.imageDataBytes ?? 0))" }
    }

    func text(_ key: CLIStrings.Key) -> String {
        CLIStrings.string(key, language: language)
    }

    func count(_ key: CLIStrings.PluralKey, _ count: Int) -> String {
        CLIStrings.plural(key, count: count, language: language)
    }

    /// One `label value` line.
    private func field(_ label: CLIStrings.Key, _ value: String) -> String {
        let width = Self.labels.map { DisplayWidth.of(text($0)) }.max() ?? 0
        return style.theme.secondary.apply(TerminalText.pad(text(label), width: width + 1)) + " " + value + "\n"
    }

    /// `summary` as `cache info --json` and `cache list --json` write it, its age said as the style says it.
    func json(_ summary: CacheSummary) -> CacheSummaryJSON {
        CacheSummaryJSON(
            summary: summary, relativeSaved: summary.savedAt.map(style.savedAge),
            baseURLFileTooBig: text(.baseURLFileTooBig))
    }

    /// `cache info --json`: the summary as one JSON object.
    static func jsonOutput(_ style: CommandStyle) -> JSONLinesOutput<CacheSummary> {
        let info = CacheInfoText(style: style)
        return JSONLinesOutput { [info.json($0)] }
    }
}
