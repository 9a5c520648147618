import ArgumentParser

/// `feed-cli`: without a command, the interactive browser on a terminal, the `feed` output otherwise.
struct FeedCLICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed-cli",
        abstract: "An offline-first image feed client for the terminal.",
        discussion: """
            Without a command: the interactive browser when stdin and stdout are terminals, else the feed as text.
            Without --base-url or FEED_API_BASE_URL, a built-in sample API runs in-process on 127.0.0.1.
            Exit codes: 0 success, 1 the resource could not be loaded, 64 usage error.
            """,
        version: FeedCLIVersion.current,
        subcommands: [
            BrowseCommand.self, FeedCommand.self, CommentsCommand.self, ImageCommand.self, CacheCommand.self,
            ServeCommand.self, ShowCommand.self, CommentCommand.self,
        ])

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let runtime = FeedCLIRuntime.current
        let context = CommandContext(settings: AppSettings(options))
        if runtime.standardInputIsTerminal && runtime.standardOutput.isTerminal {
            try await BrowseRun(context: context).run()
        } else {
            try await FeedRun(context: context, pages: .count(1), json: false).run()
        }
    }
}
