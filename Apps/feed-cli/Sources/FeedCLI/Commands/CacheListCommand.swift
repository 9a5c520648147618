import ArgumentParser
import EssentialFeedCacheFolder
import LayeredSettings

/// `feed-cli cache list`.
struct CacheListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every base URL's cache under the cache root: URL, folder, size, feed items, when saved.",
        discussion: """
            Each cache is read without changing it; a folder that is no cache, or cannot be read, is listed with \
            its problem. A cache saved before base URLs were recorded shows its URL as unknown.

            \(CacheSummaryJSON.shape) --json writes an array of them.

            \(CommandFailure.helpText(CommandFailure.HelpCode.local))
            """)

    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @Flag(help: "Write one JSON array to stdout.")
    var json = false

    func run() async throws {
        let settings = try AppSettings(sources: SettingSources(config: config), cache: cache, display: display)
        try await CacheListRun(context: CommandContext(settings: settings, format: OutputFormat(json: json))).run()
    }
}
