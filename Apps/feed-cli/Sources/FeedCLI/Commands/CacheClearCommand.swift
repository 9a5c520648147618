import ArgumentParser
import LayeredSettings

/// `feed-cli cache clear [--all]`.
struct CacheClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete the cache (feed and image data) of the current base URL, or all.",
        discussion: """
            With --all, every folder under the cache root that holds a feed.sqlite or feed.lock is deleted, and \
            each is named; anything else kept in the cache root stays.

            \(CommandFailure.helpText(CommandFailure.HelpCode.local))
            """)

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @Flag(help: "Delete the cache of every base URL under the cache root.")
    var all = false

    func run() async throws {
        let settings = try AppSettings(
            sources: SettingSources(config: config), api: api, cache: cache, display: display)
        try CacheClearRun(context: CommandContext(settings: settings), all: all).run()
    }
}
