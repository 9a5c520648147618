import ArgumentParser
import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import TerminalUI

/// The `cache validate` command: deletes an expired feed cache, resets an unreadable one, keeps a valid one,
/// and says which it did. A cache folder or file that is a symbolic link, or a file that is not a regular one, is
/// refused, and nothing is changed.
struct CacheValidateRun {
    /// This base URL's cache as it is on disk, unchecked.
    let cache: FeedCache
    /// Where what was done is said.
    let standardOutput: any TextOutput
    /// Says why the cache could not be validated.
    let reporter: CommandReporter

    func run() async throws {
        let language = reporter.language
        let validation: CacheValidation
        do {
            try cache.check()
            guard FileManager.default.fileExists(atPath: cache.fileURL.path), let feed = cache.feed else {
                return say(CLIStrings.format(.noCache, language: language, ["path": cache.directory.path]))
            }
            validation = try await feed.validateCache()
        } catch {
            reporter.sayFailure(.cacheValidateFailed, path: cache.directory.path, because: error)
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
        say(line)
    }

    private func say(_ line: String) {
        standardOutput.write(line + "\n")
    }
}

extension CacheValidateRun {
    /// The run of a command whose context is `context`.
    init(context: CommandContext) {
        let settings = context.settings
        cache = FeedCache.at(
            root: settings.cacheRoot, key: settings.cacheKey, currentDate: context.runtime.currentDate,
            deadline: context.cacheDeadline, locking: FileCacheLock.locking)
        standardOutput = context.runtime.standardOutput
        reporter = context.reporter
    }
}
