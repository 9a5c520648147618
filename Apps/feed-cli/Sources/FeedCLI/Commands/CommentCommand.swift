import ArgumentParser
import ImageComments

/// `feed-cli comment IMAGE_ID MESSAGE`: posts a comment and prints the created one.
struct CommentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment",
        abstract: "Post a comment on an image, then print the comment the API created.",
        discussion: """
            MESSAGE must have a visible character and at most 1,000 characters (else exit 64); quote it, and put \
            -- before a message that starts with a dash. JSON: one comment object \
            {"id","message","username","created_at","relative_date"}.
            """
                + "\n\n" + CommandFailure.helpText(CommandFailure.HelpCode.loading))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @Argument(help: ArgumentHelp("The image's id, as `feed` shows it.", valueName: "IMAGE_ID"))
    var imageID: String

    @Argument(
        help: ArgumentHelp(
            "The comment's text; - reads it from stdin (any length the API allows, any characters, no quoting).",
            valueName: "MESSAGE"))
    var message: String

    @Flag(help: "Write the created comment as one JSON object to stdout.")
    var json = false

    func validate() throws {
        _ = try ImageIDArgument.parse(imageID)
        if message != "-" { _ = try Self.prepared(message) }
        if message == "-" && request.token == "-" {
            throw ValidationError("MESSAGE - and --token - both read stdin: put the token in --token-file.")
        }
    }

    private static func prepared(_ message: String) throws -> String {
        do {
            return try NewCommentMessage.prepared(message)
        } catch {
            throw ValidationError("MESSAGE cannot be posted: \(error.description).")
        }
    }

    /// The message as typed, or read from stdin for `-`: UTF-8, its last line break dropped (echo and heredocs add
    /// one).
    private func typed() throws -> String {
        guard message == "-" else { return message }
        let data = StandardInput.read(limit: Self.standardInputLimit)
        guard data.count <= Self.standardInputLimit, var text = String(validating: data, as: UTF8.self) else {
            throw ValidationError("MESSAGE cannot be posted: stdin is not UTF-8 text of at most 1 MiB.")
        }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Far more than any message the API takes: what is longer is refused unread.
    private static let standardInputLimit = 1 << 20

    func run() async throws {
        let message = try typed()
        let context = CommandContext(
            settings: try AppSettings(
                sources: SettingSources(config: config), api: api, request: request, display: display, log: log),
            format: OutputFormat(json: json),
            typedMessage: message)
        try await PostCommentRun(
            context: context, imageID: ImageIDArgument.parse(imageID), message: Self.prepared(message),
            tokenOption: request.token != nil
        )
        .run()
    }
}
