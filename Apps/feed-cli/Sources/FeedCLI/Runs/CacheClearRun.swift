import ArgumentParser
import EssentialFeedCacheFolder
import Foundation

/// The `cache clear` command: deletes this base URL's cache folder (feed and image data), or with `--all` every
/// folder under the cache root that holds a `feed.sqlite` or `feed.lock`, and nothing else kept there.
struct CacheClearRun {
    let context: CommandContext
    var all = false

    func run() throws {
        guard all else { return try clearCurrent() }
        let root = context.settings.cacheRoot
        let folders: [URL]
        do {
            folders = try CacheSummaryReader.folders(under: root).filter(CacheSummary.looksLikeCache)
        } catch {
            throw fail(root, error)
        }
        if folders.isEmpty { return say(.noCache, root) }
        var failure: ExitCode?
        for folder in folders {
            do {
                try remove(folder)
            } catch {
                failure = fail(folder, error)
            }
        }
        if let failure { throw failure }
    }

    private func clearCurrent() throws {
        let cache = context.cacheOnDisk()
        guard FileManager.default.fileExists(atPath: cache.directory.path) else {
            return say(.noCache, cache.directory)
        }
        do {
            try remove(cache.directory)
        } catch {
            throw fail(cache.directory, error)
        }
    }

    private func remove(_ folder: URL) throws {
        try FileManager.default.removeItem(at: folder)
        say(.cacheCleared, folder)
    }

    private func say(_ key: CLIStrings.Key, _ folder: URL) {
        context.say(CLIStrings.format(key, language: context.language, ["path": folder.path]))
    }

    /// Says why `folder` could not be cleared; the exit code is 1.
    private func fail(_ folder: URL, _ error: any Error) -> ExitCode {
        context.reporter.sayFailure(.cacheClearFailed, path: folder.path, because: error)
        return ExitCode.failure
    }
}
