import ArgumentParser
import EssentialFeed
import Foundation

/// The `cache validate` command: deletes an expired feed cache, resets an unreadable one, keeps a valid one,
/// and says which it did.
struct CacheValidateRun {
    let context: CommandContext

    func run() async throws {
        let settings = context.settings
        let language = context.language
        let cache = FeedCache.at(root: settings.cacheRoot, key: settings.cacheKey, currentDate: context.runtime.currentDate)
        guard FileManager.default.fileExists(atPath: cache.fileURL.path), let feed = cache.feed else {
            return say(CLIStrings.format(.noCache, language: language, ["path": cache.directory.path]))
        }
        let before = await Self.result { try await feed.cacheInfo() }
        do {
            try await feed.validateCache()
        } catch {
            let values = ["path": cache.directory.path, "cause": FailureCause.describe(error, language: language)]
            context.runtime.standardError.write(
                "feed-cli: " + CLIStrings.format(.cacheValidateFailed, language: language, values) + "\n")
            throw ExitCode.failure
        }
        let after = try? await feed.cacheInfo()
        switch before {
        case let .failure(error):
            say(CLIStrings.format(.cacheReset, language: language, ["cause": FailureCause.describe(error, language: language)]))
        case let .success(info) where info != nil && after == nil:
            say(CLIStrings.string(.cacheExpiredDeleted, language: language))
        case .success:
            say(CLIStrings.string(.cacheValid, language: language))
        }
    }

    private func say(_ line: String) {
        context.runtime.standardOutput.write(line + "\n")
    }

    private static func result<T>(_ body: () async throws -> T) async -> Result<T, any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
