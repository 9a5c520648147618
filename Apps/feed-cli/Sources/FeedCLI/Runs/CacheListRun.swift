import ArgumentParser
import EssentialFeedCacheFolder
import Foundation
import SharedPresentation
import TerminalUI

/// The `cache list` command: every cache folder under the cache root, read without changing any. A cache root
/// that is not a folder, or cannot be read, fails with 66 (no input), as a missing input does.
struct CacheListRun {
    /// The cache root, whose folders are listed.
    let root: URL
    let reader: CacheSummaryReader
    /// The summaries as a table or as one JSON array, chosen once by the command.
    let output: any CommandOutput<[CacheSummary]>
    let standardOutput: any TextOutput
    /// Says why the cache root could not be read.
    let reporter: CommandReporter

    func run() async throws {
        let summaries: [CacheSummary]
        do {
            summaries = try await reader.summaries(under: root)
        } catch {
            reporter.sayFailure(.listCannotRead, path: root.path, because: error)
            throw CommandFailure.notFound.exitCode
        }
        output.write(summaries, on: standardOutput)
    }
}

extension CacheListRun {
    /// The run of a command whose context is `context`.
    init(context: CommandContext) {
        root = context.settings.cacheRoot
        reader = CacheSummaryReader(context: context)
        output = context.cacheListOutput(root: root)
        standardOutput = context.runtime.standardOutput
        reporter = context.reporter
    }
}
