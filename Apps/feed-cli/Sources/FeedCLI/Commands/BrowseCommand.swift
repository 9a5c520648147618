import ArgumentParser

/// `feed-cli browse`: the interactive browser.
struct BrowseCommand: AsyncParsableCommand, ClientOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Browse the feed and comments interactively (needs a terminal).",
        discussion: CommandFailure.helpText([.done, .usage, .other]))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions
    @OptionGroup(title: "Browser options") var browser: BrowserOptions

    func run() async throws {
        try await BrowseRun(context: CommandContext(settings: try clientSettings(browser: browser))).run()
    }
}
