import ArgumentParser
import Foundation

/// The `cache clear` command: deletes this base URL's cache folder (feed and image data).
struct CacheClearRun {
    let context: CommandContext

    func run() throws {
        let settings = context.settings
        let cache = FeedCache.at(root: settings.cacheRoot, key: settings.cacheKey, currentDate: context.runtime.currentDate)
        guard FileManager.default.fileExists(atPath: cache.directory.path) else {
            return context.runtime.standardOutput.write("No cache at \(cache.directory.path).\n")
        }
        do {
            try FileManager.default.removeItem(at: cache.directory)
        } catch {
            context.runtime.standardError.write("feed-cli: cannot clear the cache: \(ErrorPresentation.cause(of: error))\n")
            throw ExitCode.failure
        }
        context.runtime.standardOutput.write("Cleared the cache at \(cache.directory.path).\n")
    }
}
