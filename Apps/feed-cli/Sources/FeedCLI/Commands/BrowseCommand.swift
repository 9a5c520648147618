import ArgumentParser

/// `feed-cli browse`: the interactive browser.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Browse the feed and comments interactively (needs a terminal).")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await BrowseRun(context: CommandContext(settings: AppSettings(options))).run()
    }
}
