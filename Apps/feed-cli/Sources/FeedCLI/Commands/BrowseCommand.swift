import ArgumentParser

/// `feed-cli browse`: the interactive browser.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Browse the feed and comments interactively (needs a terminal).",
        discussion: CommandFailure.helpText([.done, .usage, .other]))

    @OptionGroup var client: ClientOptions
    @OptionGroup(title: "Browser options") var browser: BrowserOptions

    func run() async throws {
        try await BrowseRun(context: CommandContext(settings: try client.settings(browser: browser))).run()
    }
}
