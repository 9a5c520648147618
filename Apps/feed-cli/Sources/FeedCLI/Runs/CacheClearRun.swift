import ArgumentParser
import Foundation

/// The `cache clear` command: deletes this base URL's cache folder (feed and image data).
struct CacheClearRun {
    let context: CommandContext

    func run() throws {
        let cache = context.cacheOnDisk
        guard FileManager.default.fileExists(atPath: cache.directory.path) else {
            return context.runtime.standardOutput.write(
                CLIStrings.format(.noCache, language: context.language, ["path": cache.directory.path]) + "\n")
        }
        do {
            try FileManager.default.removeItem(at: cache.directory)
        } catch {
            let values = [
                "path": cache.directory.path, "cause": FailureCause.describe(error, language: context.language),
            ]
            context.sayFailure(CLIStrings.format(.cacheClearFailed, language: context.language, values))
            throw ExitCode.failure
        }
        context.runtime.standardOutput.write(
            CLIStrings.format(.cacheCleared, language: context.language, ["path": cache.directory.path]) + "\n")
    }
}
