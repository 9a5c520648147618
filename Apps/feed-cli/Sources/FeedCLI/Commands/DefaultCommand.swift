import ArgumentParser

/// `feed-cli` without a command: the interactive browser on a terminal, the `feed` output otherwise.
struct DefaultCommand: AsyncParsableCommand, ClientOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "The browser on a terminal, else the feed as text.", shouldDisplay: false)

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions
    @OptionGroup(title: "Browser options") var browser: BrowserOptions

    func run() async throws {
        let runtime = FeedCLIRuntime.current
        let context = CommandContext(settings: try clientSettings(browser: browser))
        // A dumb terminal moves no cursor: it gets the feed as text, as a pipe does.
        if runtime.standardInputIsTerminal && runtime.standardOutput.isTerminal && runtime.environment["TERM"] != "dumb"
        {
            try await BrowseRun(context: context).run()
        } else {
            try await FeedRun(context: context, pages: .count(1)).run()
        }
    }
}
