import ArgumentParser

/// `feed-cli image IMAGE_ID`: the image's bytes, from the cache first.
struct ImageCommand: AsyncParsableCommand, ClientOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Get an image's bytes: from the cache, else from the network (then cached).",
        discussion: "On a terminal without --output, prints the picture and a summary instead of raw bytes.\n\n"
            + CommandFailure.helpText(CommandFailure.HelpCode.loading.filter { $0 != .other } + [.cannotWrite, .other]))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @OptionGroup var image: ImageIDArgument

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the bytes to this file.", valueName: "file"))
    var output: String?

    func run() async throws {
        let context = CommandContext(settings: try clientSettings())
        try await ImageRun(context: context, imageID: image.id, outputPath: output).run()
    }
}
