import ArgumentParser
import EssentialFeedCacheFolder
import LayeredSettings

/// `feed-cli cache info`.
struct CacheInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show where the cache is, how many images it holds and how old it is.",
        discussion: """
            \(CacheSummaryJSON.shape)

            \(CommandFailure.helpText(CommandFailure.HelpCode.local))
            """)

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @Flag(help: "Write one JSON object to stdout.")
    var json = false

    func run() async throws {
        let settings = try AppSettings(
            sources: SettingSources(config: config), api: api, cache: cache, display: display)
        try await CacheInfoRun(context: CommandContext(settings: settings, format: OutputFormat(json: json))).run()
    }
}
