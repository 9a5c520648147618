import EssentialFeedCacheFolder
import Foundation
import TerminalUI

/// The `cache info` command: where the cache is, what it holds, how old it is, without changing it. The cache is
/// read once, into one summary, which the output writes as text or as JSON.
struct CacheInfoRun {
    /// Reads the cache of the command's base URL without changing it.
    let read: @Sendable () async -> CacheSummary
    /// The summary as text or as JSON, chosen once by the command.
    let output: any CommandOutput<CacheSummary>
    let standardOutput: any TextOutput

    func run() async throws {
        output.write(await read(), on: standardOutput)
    }
}

extension CacheInfoRun {
    /// The run of a command whose context is `context`.
    init(context: CommandContext) {
        let reader = CacheSummaryReader(context: context)
        let settings = context.settings
        let directory = settings.cacheRoot.appendingPathComponent(settings.cacheKey, isDirectory: true)
        let baseURL = settings.explicitBaseURL?.normalized
        read = { await reader.summary(of: directory, baseURL: baseURL) }
        output = context.format.pick(
            text: CacheInfoText(style: context.style), json: CacheInfoText.jsonOutput(context.style))
        standardOutput = context.runtime.standardOutput
    }
}
