import EssentialFeedCacheFolder
import Foundation
import TerminalUI

extension CommandContext {
    /// Where `cache list` writes the caches under `root`: one JSON array, or a table.
    func cacheListOutput(root: URL) -> any CommandOutput<[CacheSummary]> {
        let info = CacheInfoText(style: style)
        return format.pick(text: CacheListText(info: info, root: root), json: JSONLinesOutput { [$0.map(info.json)] })
    }
}

/// `cache list`'s table: a header row in the theme's secondary colour, then one row per cache folder; a line saying
/// there is none under `root` when there is none.
struct CacheListText: CommandOutput {
    let info: CacheInfoText
    let root: URL

    private static let headers: [CLIStrings.Key] = [
        .infoBaseURL, .infoDirectory, .infoSize, .infoFeed, .infoSaved, .infoImageData,
    ]

    func render(_ summaries: [CacheSummary]) -> String {
        if summaries.isEmpty {
            return CLIStrings.format(.listNone, language: info.language, ["path": root.path]) + "\n"
        }
        let rows = summaries.map(cells)
        let header = Self.headers.map(info.text)
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        var lines = info.style.theme.secondary.apply(line(header, widths)) + "\n"
        for row in rows { lines += line(row, widths) + "\n" }
        return lines
    }

    private func line(_ cells: [String], _ widths: [Int]) -> String {
        let padded = zip(cells, widths).dropLast().map { TerminalText.pad($0, width: $1) }
        return (padded + [cells.last ?? ""]).joined(separator: "  ")
    }

    private func cells(_ summary: CacheSummary) -> [String] {
        let none = info.text(.infoNone)
        let size = summary.sizeBytes.map { info.count(.byteCount, $0) } ?? none
        let saved = summary.savedAt.map(info.style.saved) ?? none
        return [
            info.baseURL(summary), TerminalText.safe(summary.directory.lastPathComponent), size, info.feed(summary),
            saved, info.imageData(summary) ?? none,
        ]
    }
}
