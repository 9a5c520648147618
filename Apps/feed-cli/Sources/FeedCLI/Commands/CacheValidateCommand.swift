import ArgumentParser
import LayeredSettings

/// `feed-cli cache validate`.
struct CacheValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Delete the cached feed if it is 7 days old or older, or unreadable.",
        discussion: CommandFailure.helpText(CommandFailure.HelpCode.local))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    func run() async throws {
        try await CacheValidateRun(
            context: CommandContext(
                settings: try AppSettings(
                    sources: SettingSources(config: config), api: api, cache: cache, display: display))
        ).run()
    }
}
