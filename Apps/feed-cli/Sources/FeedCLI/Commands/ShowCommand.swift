import ArgumentParser

/// `feed-cli show IMAGE_ID`: one image's details.
struct ShowCommand: AsyncParsableCommand, ClientOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one image's details: location, description, URL, image size and cache state, comments.",
        discussion: """
            Looks the image up in the cached feed, then in the remote feed (at most 100 pages of 100). \
            Not found: exit 66. The image bytes come from the cache first; the 3 newest comments are shown. \
            JSON: {"id", "description", "location", "image", "source", "image_data": {"source", "bytes", \
            "format", "width", "height"}|null, "comment_count": int|null, "latest_comments": [comment…]}.
            """
                + "\n\n" + CommandFailure.helpText(CommandFailure.HelpCode.loading))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @OptionGroup var image: ImageIDArgument

    @Flag(help: "Write one JSON document to stdout.")
    var json = false

    func run() async throws {
        let context = CommandContext(settings: try clientSettings(), format: OutputFormat(json: json))
        try await ShowRun(context: context, imageID: image.id).run()
    }
}
