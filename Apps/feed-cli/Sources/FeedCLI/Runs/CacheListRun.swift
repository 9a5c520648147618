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
        context.cacheListOutput(root: root).write(summaries, on: context.runtime.standardOutput)
    }
}
