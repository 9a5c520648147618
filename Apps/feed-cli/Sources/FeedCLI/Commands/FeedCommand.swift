import ArgumentParser
import EssentialFeed

/// `feed-cli feed`: the remote feed with the cache as fallback.
struct FeedCommand: AsyncParsableCommand, ClientOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Show the feed: remote first, saved to the cache; the cache when offline.",
        discussion: """
            Fails with the localized error, its cause and the exit code of its kind when neither the API \
            nor a cache younger than 7 days is available. JSON: {"source":"remote"|"cache","has_more":bool,"items":[…]}, \
            each item's "new" true when this cache has not shown it to a person before. On a terminal, a dot marks \
            the new images, and what is shown counts as seen from the next run on (JSON and pipes never count). \
            --search filters every loaded page; has_more still says whether the feed has more pages. \
            --sort location waits for every page asked for (--pages N or --all) before it prints.
            """
                + "\n\n" + CommandFailure.helpText([.doneOffline] + CommandFailure.HelpCode.loading.dropFirst()))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Load this many pages of 10 images (each further page is appended to the cache).", valueName: "n"))
    var pages: Int?

    @Flag(help: "Load every page until the feed ends, streaming each.")
    var all = false

    @Flag(help: "Write one JSON document to stdout.")
    var json = false

    @Flag(help: "Print text straight to the terminal, without $FEED_CLI_PAGER, $PAGER or less -FRX.")
    var noPager = false

    @Option(
        help: ArgumentHelp(
            "Show only images whose description or location contains this text (any case, any accents).",
            valueName: "text"))
    var search: String?

    @Option(
        help: ArgumentHelp(
            "api (as the API sends them) or location (A-Z, none last; shows all loaded pages at once).",
            valueName: "order"))
    var sort: FeedImageSort = .api

    /// What was given, as plain values.
    var arguments: FeedArguments {
        FeedArguments(
            options: optionValues(noPager: noPager), config: config.config, pages: pages, all: all, json: json,
            search: search, sort: sort)
    }

    func validate() throws {
        try arguments.validate()
    }

    func run() async throws {
        try await arguments.run()
    }
}
