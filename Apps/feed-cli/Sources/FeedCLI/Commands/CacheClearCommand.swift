import ArgumentParser

/// `feed-cli cache clear`.
struct CacheClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete the cache (feed and image data) of the current base URL.",
        discussion: CommandFailure.helpText)

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions

    func run() async throws {
        try CacheClearRun(context: CommandContext(settings: try AppSettings(api: api, cache: cache, display: display)))
            .run()
    }
}
