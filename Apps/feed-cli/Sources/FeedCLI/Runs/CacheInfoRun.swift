import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedPresentation
import TerminalUI

/// The `cache info` command: where the cache is, what it holds, how old it is, without changing it.
struct CacheInfoRun {
    let context: CommandContext

    /// Text and JSON read the cache differently (JSON as `cache list` reads each cache), so the format chooses the
    /// read as well as its words.
    func run() async throws {
        let answer = context.format.pick(text: text, json: { JSONOutputEncoder.encode(await summary()) + "\n" })
        context.runtime.standardOutput.write(await answer())
    }

    /// The facts as `label value` lines under a title.
    private func text() async -> String {
        let info = CacheInfoText(style: context.style)
        let cache = context.cacheOnDisk(readingOnly: true)
        let tooBig = CacheSummary.baseURLFileIsTooBig(in: cache.directory)
        let lines =
            info.title + info.field(.infoDirectory, cache.directory.path)
            + info.field(.infoBaseURL, info.baseURL(context.settings.explicitBaseURL, fileTooBig: tooBig))
        guard let fileSize = cache.fileSize else { return lines + info.noFeed }
        let file = info.field(.infoFile, "\(cache.fileURL.path) (\(info.count(.byteCount, fileSize)))")
        return lines + file + (await describe(cache, info))
    }

    /// The same facts as one JSON object.
    private func summary() async -> CacheSummaryJSON {
        let reader = CacheSummaryReader(context: context)
        let summary = await reader.summary(
            of: context.cacheOnDisk().directory, baseURL: context.settings.explicitBaseURL?.normalized)
        return CacheInfoText(style: context.style).json(summary)
    }

    private func describe(_ cache: FeedCache, _ info: CacheInfoText) async -> String {
        do {
            try cache.check()
            guard let status = try await cache.feed?.status() else { return info.noFeed }
            let state = info.text(status.isExpired ? .infoExpired : .infoValid)
            var lines = info.field(.infoFeed, "\(info.count(.imageCount, status.imageCount)), \(state)")
            lines += info.field(.infoSaved, info.style.saved(status.timestamp))
            if let images = try await cache.images?.statistics() {
                let value =
                    "\(info.count(.imageCount, images.imageCount)), \(info.count(.byteCount, images.totalBytes))"
                lines += info.field(.infoImageData, value)
            }
            return lines
        } catch {
            let cause = ErrorPresentation.cause(of: error, language: context.language)
            return info.field(
                .infoFeed, CLIStrings.format(.infoUnreadable, language: context.language, ["cause": cause]))
        }
    }
}
