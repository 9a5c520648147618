import ArgumentParser
import ImageComments
import LayeredSettings

/// `feed-cli comments IMAGE_ID`: one image's comments, never cached.
struct CommentsCommand: AsyncParsableCommand, CommentOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "comments",
        abstract: "Show an image's comments (never cached): as the API orders them, or by --sort and --group-by.",
        discussion: """
            JSON: {"title":str,"image_id":UUID,"items":[{"id","message","username","created_at","relative_date"}]}, \
            items in the order shown (sorted, then grouped). With --follow the current comments are printed, then \
            each new one once; --sort orders each batch; a failed check is a warning; Ctrl-C ends it with exit 0.
            """
                + "\n\n" + CommandFailure.helpText(CommandFailure.HelpCode.loading))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @OptionGroup var image: ImageIDArgument

    @Flag(help: "Write one JSON document to stdout (with --follow, one comment object per line).")
    var json = false

    @Option(help: ArgumentHelp("api (as the API sends them), newest, oldest or author.", valueName: "order"))
    var sort: ImageCommentsSort = .api

    @Option(help: ArgumentHelp("author: one group per author, with a header and a count.", valueName: "field"))
    var groupBy: CommentsGroupBy?

    @Flag(help: "Print text straight to the terminal, without $FEED_CLI_PAGER, $PAGER or less -FRX.")
    var noPager = false

    @Flag(help: "Keep going: print new comments as they arrive, like tail -f, until Ctrl-C.")
    var follow = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --follow, seconds between two checks for new comments (1 or more; default 5).",
            valueName: "seconds"))
    var interval: Double?

    func validate() throws {
        if interval != nil && !follow {
            throw UsageWords.refusal(.usageNeeds, ["option": "--interval", "other": "--follow"])
        }
        guard (1...86_400).contains(interval ?? 5) else {
            throw UsageWords.refusal(.usageSecondsFromTo, ["option": "--interval", "low": "1", "high": "86400"])
        }
        if follow && groupBy != nil {
            throw UsageWords.refusal(.usageNotWith, ["option": "--group-by", "other": "--follow"])
        }
    }

    func run() async throws {
        let id = try image.id
        let format = OutputFormat(json: json)
        if follow {
            let context = CommandContext(
                settings: try commentSettings(), format: format)
            return try await CommentsFollowRun(
                context: context, imageID: id, sort: sort,
                interval: .milliseconds(Int((interval ?? 5) * 1000))
            ).run()
        }
        let sources = try SettingSources(config: config)
        try await Pager.paging(format, noPager: noPager, sources: sources, lang: display.lang) {
            let context = CommandContext(
                settings: try commentSettings(sources: sources, noPager: noPager), format: format)
            let arrangement = ImageCommentsArrangement(sort: sort, groupsByAuthor: groupBy == .author)
            try await CommentsRun(context: context, imageID: id, arrangement: arrangement).run()
        }
    }
}
