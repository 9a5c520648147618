import ArgumentParser

/// The interactive browser; until the FeedBrowser target provides its entry point, a clear error.
struct BrowseRun {
    let context: CommandContext

    func run() async throws {
        context.runtime.standardError.write(
            "feed-cli: the interactive browser is not available in this build yet; use `feed-cli feed` or `feed-cli comments IMAGE_ID`.\n")
        throw ExitCode.failure
    }
}
