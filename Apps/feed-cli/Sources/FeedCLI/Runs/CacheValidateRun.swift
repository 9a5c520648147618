import ArgumentParser
import EssentialFeed
import Foundation

/// The `cache validate` command: deletes an expired feed cache, resets an unreadable one, keeps a valid one,
/// and says which it did. A cache folder or file that is a symbolic link, or a file that is not a regular one, is
/// refused, and nothing is changed.
struct CacheValidateRun {
    let context: CommandContext

    func run() async throws {
        let language = context.language
        let cache = context.cacheOnDisk()
        let validation: CacheValidation
        do {
            try cache.check()
            guard FileManager.default.fileExists(atPath: cache.fileURL.path), let feed = cache.feed else {
                return context.say(CLIStrings.format(.noCache, language: language, ["path": cache.directory.path]))
            }
            validation = try await feed.validateCache()
        } catch {
            context.reporter.sayFailure(.cacheValidateFailed, path: cache.directory.path, because: error)
            throw ExitCode.failure
        }
        let line =
            switch validation {
            case .empty: CLIStrings.format(.noCache, language: language, ["path": cache.directory.path])
            case .valid: CLIStrings.string(.cacheValid, language: language)
            case .deletedExpired: CLIStrings.string(.cacheExpiredDeleted, language: language)
            case let .resetUnreadable(error):
                CLIStrings.format(
                    .cacheReset, language: language, ["cause": ErrorPresentation.cause(of: error, language: language)])
            }
        context.say(line)
    }
}
