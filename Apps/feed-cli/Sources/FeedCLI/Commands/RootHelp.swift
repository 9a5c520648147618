import ArgumentParserAdditions

/// `feed-cli --help` as ArgumentParser renders it at 80 columns (the width it uses when stdout is no terminal and
/// COLUMNS is unset), kept as text: rendering it reflects every command and its options. `RootHelpTests` holds it
/// equal to ArgumentParser's rendering; at any other width ArgumentParser renders it.
enum RootHelp {
    /// The width `text` is wrapped to.
    static let columns = HelpColumns.fallback

    /// The help, without its last line break.
    static let text = #"""
        OVERVIEW: An offline-first image feed client for the terminal.

        Without a command: the interactive browser when stdin and stdout are terminals,
        else the feed as text; it takes browse's options: --base-url, --token,
        --token-file, --timeout, --cacert, --cache-dir, --lang, --theme, --no-color,
        -v, --images, --config, --no-mouse (see feed-cli browse --help).
        Without --base-url or FEED_API_BASE_URL, a built-in sample API runs in-process
        on 127.0.0.1.

        Exit codes: 0 done (also when the saved feed is shown offline), 64 usage, 69
        the server could not be reached, 75 it did not answer in time, 65 its data is
        invalid, 66 not found, 77 authentication failed, 73 the output file cannot be
        written, 74 stdout cannot be written, 1 anything else.

        USAGE: feed-cli <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          browse                  Browse the feed and comments interactively (needs a
                                  terminal).
          feed                    Show the feed: remote first, saved to the cache; the
                                  cache when offline.
          comments                Show an image's comments (never cached): as the API
                                  orders them, or by --sort and --group-by.
          image                   Get an image's bytes: from the cache, else from the
                                  network (then cached).
          cache                   Inspect, list, validate or clear the caches (one per
                                  base URL).
          serve                   Run the sample API server until interrupted; prints
                                  its base URL on stdout.
          show                    Show one image's details: location, description, URL,
                                  image size and cache state, comments.
          comment                 Post a comment on an image, then print the comment
                                  the API created.
          config                  Show the effective settings, each with where it came
                                  from: flag, env NAME, file PATH:LINE, default.

          See 'feed-cli help <subcommand>' for detailed help.
        """#
}
