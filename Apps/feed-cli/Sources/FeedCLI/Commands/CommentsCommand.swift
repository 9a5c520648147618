import ArgumentParser

/// `feed-cli comments IMAGE_ID`: one image's comments, never cached.
struct CommentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comments",
        abstract: "Show an image's comments in the order the API returns them (never cached).",
        discussion: """
            JSON: {"title":str,"image_id":UUID,"items":[{"id","message","username","created_at","relative_date"}]}.
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The image's id, as `feed` shows it.", valueName: "IMAGE_ID"))
    var imageID: String

    @Flag(help: "Write one JSON document to stdout.")
    var json = false

    func validate() throws {
        _ = try ImageIDArgument.parse(imageID)
    }

    func run() async throws {
        let context = CommandContext(settings: AppSettings(options))
        try await CommentsRun(context: context, imageID: ImageIDArgument.parse(imageID), json: json).run()
    }
}
