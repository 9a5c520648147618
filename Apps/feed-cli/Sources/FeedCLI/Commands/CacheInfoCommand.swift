import ArgumentParser

/// `feed-cli cache info`.
struct CacheInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show where the cache is, how many images it holds and how old it is.",
        discussion: CommandFailure.helpText)

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions

    func run() async throws {
        try await CacheInfoRun(
            context: CommandContext(settings: try AppSettings(api: api, cache: cache, display: display))
        )
        .run()
    }
}
