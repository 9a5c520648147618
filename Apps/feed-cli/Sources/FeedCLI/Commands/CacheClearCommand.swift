import ArgumentParser

/// `feed-cli cache clear`.
struct CacheClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete the cache (feed and image data) of the current base URL.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try CacheClearRun(context: CommandContext(settings: AppSettings(options))).run()
    }
}
