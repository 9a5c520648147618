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
                return say(CLIStrings.format(.noCache, language: language, ["path": cache.directory.path]))
            }
            validation = try await feed.validateCache()
        } catch {
            let values = [
                "path": cache.directory.path, "cause": ErrorPresentation.cause(of: error, language: language),
            ]
            context.reporter.sayFailure(CLIStrings.format(.cacheValidateFailed, language: language, values))
            throw ExitCode.failure
        }
        switch validation {
        case .empty: say(CLIStrings.format(.noCache, language: language, ["path": cache.directory.path]))
        case .valid: say(CLIStrings.string(.cacheValid, language: language))
        case .deletedExpired: say(CLIStrings.string(.cacheExpiredDeleted, language: language))
        case let .resetUnreadable(error):
            say(
                CLIStrings.format(
                    .cacheReset, language: language, ["cause": ErrorPresentation.cause(of: error, language: language)]))
        }
    }

    private func say(_ line: String) {
        context.runtime.standardOutput.write(line + "\n")
    }
}
