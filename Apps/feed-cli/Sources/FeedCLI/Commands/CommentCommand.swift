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

    @Argument(help: ArgumentHelp("The comment's text.", valueName: "MESSAGE"))
    var message: String

    @Flag(help: "Write the created comment as one JSON object to stdout.")
    var json = false

    func validate() throws {
        _ = try ImageIDArgument.parse(imageID)
        do {
            _ = try NewCommentMessage.prepared(message)
        } catch {
            throw ValidationError("MESSAGE cannot be posted: \(error.description).")
        }
    }

    func run() async throws {
        let context = CommandContext(
            settings: try AppSettings(
                sources: SettingSources(config: config), api: api, request: request, display: display, log: log),
            json: json,
            typedMessage: message)
        try await PostCommentRun(
            context: context, imageID: ImageIDArgument.parse(imageID), message: NewCommentMessage.prepared(message),
            json: json, tokenOption: request.token != nil
        )
        .run()
    }
}
