import ArgumentParser
import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `feed-cli comment IMAGE_ID MESSAGE` (or `--message-file FILE`): posts a comment and prints the created one.
struct CommentCommand: AsyncParsableCommand, CommentOptionGroups {
    static let configuration = CommandConfiguration(
        commandName: "comment",
        abstract: "Post a comment on an image, then print the comment the API created.",
        discussion: """
            MESSAGE must have a visible character and at most 1,000 characters (else exit 64); quote it, and put \
            -- before a message that starts with a dash; or leave it out and give --message-file FILE. JSON: one comment object \
            {"id","message","username","created_at","relative_date"}.
            """
                + "\n\n" + CommandFailure.helpText(CommandFailure.HelpCode.loading))

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    @OptionGroup var image: ImageIDArgument

    @Argument(
        help: ArgumentHelp(
            "The comment's text; - reads it from stdin (any length the API allows, any characters, no quoting).",
            valueName: "MESSAGE"))
    var message: String?

    @Option(
        help: ArgumentHelp(
            "Read the comment's text from this file instead of MESSAGE (UTF-8, at most 1 MiB; - is stdin).",
            valueName: "file"))
    var messageFile: String?

    @Flag(help: "Write the created comment as one JSON object to stdout.")
    var json = false

    func validate() throws {
        switch (message, messageFile) {
        case (nil, nil): throw UsageWords.refusal(.usageNoMessage)
        case (_?, _?): throw UsageWords.refusal(.usageEither, ["first": "MESSAGE", "second": "--message-file"])
        case (_, ""?): throw UsageWords.refusal(.usageEmpty, ["option": "--message-file"])
        case let (message?, nil) where message != "-":
            _ = try Self.prepared(message, language: language)
        default: break
        }
        if readsStandardInput && request.token == "-" {
            throw UsageWords.refusal(.usageBothStdin)
        }
    }

    private var readsStandardInput: Bool { (message ?? messageFile) == "-" }

    /// The language of a refusal, before the settings are read: `--lang`, else the environment's.
    private var language: String {
        LanguageResolver.resolve(explicit: display.lang, environment: FeedCLIRuntime.current.environment)
    }

    /// The message as it is posted, or a usage error saying why not in `language`, in the words the browser says it.
    private static func prepared(_ message: String, language: String) throws -> String {
        do {
            return try NewCommentMessage.prepared(message)
        } catch {
            let reason = ImageCommentsPresenter.refusal(error, language: language)
            throw ValidationError(CLIStrings.format(.commentRefused, language: language, ["reason": reason]))
        }
    }

    /// The message as typed, or read from stdin for `-` or from `--message-file`: UTF-8, its last line break dropped
    /// (echo, heredocs and editors add one).
    private func typed() throws -> String {
        if let message, message != "-" { return message }
        if let messageFile, messageFile != "-" {
            return try Self.text(
                try Self.contents(of: messageFile, language: language), "--message-file '\(messageFile)'", language)
        }
        return try Self.text(FeedCLIRuntime.current.readStandardInput(Self.standardInputLimit), "stdin", language)
    }

    private static func text(_ data: Data, _ source: String, _ language: String) throws -> String {
        guard data.count <= Self.standardInputLimit, var text = String(validating: data, as: UTF8.self) else {
            throw ValidationError(CLIStrings.format(.commentNotText, language: language, ["source": source]))
        }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Up to one byte past the limit of the file at `path` (a pipe such as `<(command)` too), never a folder; a file
    /// that cannot be read is a usage error in `language`.
    private static func contents(of path: String, language: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path, FailureReason(errno: errno), language) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            let values = ["subject": "--message-file", "path": path]
            throw ValidationError(CLIStrings.format(.fileIsFolder, language: language, values))
        }
        do {
            return try handle.read(upToCount: standardInputLimit + 1) ?? Data()
        } catch {
            throw unreadable(path, FailureReason(describing: error), language)
        }
    }

    /// `--message-file 'PATH' cannot be read: CAUSE.` in `language`.
    private static func unreadable(_ path: String, _ reason: FailureReason, _ language: String) -> ValidationError {
        let cause = LoadFailure(kind: .unavailable, cause: reason).cause(language: language)
        let values = ["subject": "--message-file", "path": path, "cause": cause]
        return ValidationError(CLIStrings.format(.secretFileUnreadable, language: language, values))
    }

    /// Far more than any message the API takes: what is longer is refused unread.
    private static let standardInputLimit = 1 << 20

    func run() async throws {
        let message = try typed()
        let context = CommandContext(
            settings: try commentSettings(),
            format: OutputFormat(json: json),
            typedMessage: message)
        try await PostCommentRun(
            context: context, imageID: image.id, message: Self.prepared(message, language: context.language),
            tokenOption: request.token != nil
        )
        .run()
    }
}
