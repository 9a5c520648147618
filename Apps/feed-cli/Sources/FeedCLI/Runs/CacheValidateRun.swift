import ArgumentParser
import EssentialFeed
import Foundation

/// The `cache validate` command: deletes an expired or unreadable feed cache; keeps a valid one.
struct CacheValidateRun {
    let context: CommandContext

    func run() async throws {
        let settings = context.settings
        let cache = FeedCache.at(root: settings.cacheRoot, key: settings.cacheKey, currentDate: context.runtime.currentDate)
        guard FileManager.default.fileExists(atPath: cache.fileURL.path), let feed = cache.feed else {
            return context.runtime.standardOutput.write("No cache at \(cache.directory.path).\n")
        }
        let before = try? await feed.cacheInfo()
        do {
            try await feed.validateCache()
        } catch {
            context.runtime.standardError.write("feed-cli: cannot validate the cache: \(ErrorPresentation.cause(of: error))\n")
            throw ExitCode.failure
        }
        let after = try? await feed.cacheInfo()
        let message = before != nil && after == nil ? "Deleted the expired cache." : "The cache is valid."
        context.runtime.standardOutput.write(message + "\n")
    }
}
