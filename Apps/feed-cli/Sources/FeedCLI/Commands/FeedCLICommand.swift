import ArgumentParser

/// `feed-cli`: the commands. The root takes no options of its own: ArgumentParser accepts a parent's options
/// after any subcommand, so options declared here would be accepted (and ignored) by every command.
struct FeedCLICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed-cli",
        abstract: "An offline-first image feed client for the terminal.",
        discussion: """
            Without a command: the interactive browser when stdin and stdout are terminals, else the feed as text; \
            it takes browse's options: --base-url, --token, --token-file, --timeout, --cacert, --cache-dir, --lang, \
            --theme, --no-color, -v, --images, --config, --no-mouse (see feed-cli browse --help).
            Without --base-url or FEED_API_BASE_URL, a built-in sample API runs in-process on 127.0.0.1.
            """
                + "\n\n" + CommandFailure.helpText,
        version: FeedCLIVersion.current,
        subcommands: [
            DefaultCommand.self, BrowseCommand.self, FeedCommand.self, CommentsCommand.self, ImageCommand.self,
            CacheCommand.self, ServeCommand.self, ShowCommand.self, CommentCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: DefaultCommand.self)
}
