import ArgumentParser
import EssentialFeedCacheFolder
import Foundation
import TerminalUI

/// The `cache clear` command: deletes this base URL's cache folder (feed and image data), or with `--all` every
/// folder under the cache root that holds a `feed.sqlite` or `feed.lock`, and nothing else kept there.
struct CacheClearRun {
    /// The cache root, whose caches `--all` clears.
    let root: URL
    /// This base URL's cache folder.
    let directory: URL
    var all = false
    /// Where each cleared folder is named.
    let standardOutput: any TextOutput
    /// Says why a folder could not be cleared.
    let reporter: CommandReporter

    func run() throws {
        guard all else { return try clearCurrent() }
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
        guard FileManager.default.fileExists(atPath: directory.path) else {
            return say(.noCache, directory)
        }
        do {
            try remove(directory)
        } catch {
            throw fail(directory, error)
        }
    }

    private func remove(_ folder: URL) throws {
        try FileManager.default.removeItem(at: folder)
        say(.cacheCleared, folder)
    }

    private func say(_ key: CLIStrings.Key, _ folder: URL) {
        standardOutput.write(CLIStrings.format(key, language: reporter.language, ["path": folder.path]) + "\n")
    }

    /// Says why `folder` could not be cleared; the exit code is 1.
    private func fail(_ folder: URL, _ error: any Error) -> ExitCode {
        reporter.sayFailure(.cacheClearFailed, path: folder.path, because: error)
        return ExitCode.failure
    }
}

extension CacheClearRun {
    /// The run of a command whose context is `context`.
    init(context: CommandContext, all: Bool = false) {
        let settings = context.settings
        root = settings.cacheRoot
        directory = root.appendingPathComponent(settings.cacheKey, isDirectory: true)
        self.all = all
        standardOutput = context.runtime.standardOutput
        reporter = context.reporter
    }
}
