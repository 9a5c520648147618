import ArgumentParser
import EssentialFeedCacheFolder
import Foundation
import SharedPresentation

/// The `cache list` command: every cache folder under the cache root, read without changing any. A cache root
/// that is not a folder, or cannot be read, fails with 66 (no input), as a missing input does.
struct CacheListRun {
    let context: CommandContext

    func run() async throws {
        let root = context.settings.cacheRoot
        let reader = CacheSummaryReader(context: context)
        let summaries: [CacheSummary]
        do {
            summaries = try await reader.summaries(under: root)
        } catch {
            context.reporter.sayFailure(.listCannotRead, path: root.path, because: error)
            throw CommandFailure.notFound.exitCode
        }
        let info = CacheInfoText(style: context.style)
        await context.answer(json: { json(summaries, info: info) }, text: { text(summaries, root: root, info: info) })
    }

    private func json(_ summaries: [CacheSummary], info: CacheInfoText) -> [CacheSummaryJSON] {
        let tooBig = info.text(.baseURLFileTooBig)
        return summaries.map {
            CacheSummaryJSON(summary: $0, relativeSaved: $0.savedAt.map(info.relative), baseURLFileTooBig: tooBig)
        }
    }

    private func text(_ summaries: [CacheSummary], root: URL, info: CacheInfoText) -> String {
        if summaries.isEmpty {
            return CLIStrings.format(.listNone, language: context.language, ["path": root.path]) + "\n"
        }
        return CacheListText(info: info).table(summaries)
    }
}
