import SharedAPI
import SharedPresentation

/// The failure of a `--json` command, as one JSON object on stderr:
/// `{"error":{"kind":…,"message":…,"cause":…,"status":…}}`: the kind scripts switch on, the localized headline,
/// the plain cause and the HTTP status it is about (or null). A failed `comment` adds what was typed and whether it
/// may have been posted: `"your_message":…,"may_have_been_posted":bool`.
struct JSONError: Encodable {
    /// A comment whose post failed: nothing typed is lost, and a script knows whether to check before posting again.
    struct FailedPost {
        let message: String
        let mayHaveBeenPosted: Bool
    }

    struct Body: Encodable {
        let kind: String
        let message: String
        let cause: String
        @JSONNullable var status: Int?
        /// Only after a failed post: what was typed, and whether it may have reached the server.
        let yourMessage: String?
        let mayHaveBeenPosted: Bool?

        enum CodingKeys: String, CodingKey {
            case kind, message, cause, status
            case yourMessage = "your_message"
            case mayHaveBeenPosted = "may_have_been_posted"
        }

        init(kind: String, message: String, cause: String, status: Int?, post: FailedPost?) {
            self.kind = kind
            self.message = message
            self.cause = cause
            self.status = status
            yourMessage = post?.message
            mayHaveBeenPosted = post?.mayHaveBeenPosted
        }
    }

    let error: Body

    /// The object for `error` (and the failed post it ended), and a line break.
    static func line(for error: any Error, language: String, post: FailedPost? = nil) -> String {
        let words = ErrorPresentation.viewModel(for: error, language: language)
        let body = Body(
            kind: CommandFailure(error).rawValue, message: words.message ?? "", cause: words.cause ?? "",
            status: (error as? ResourceLoadError)?.status, post: post)
        return JSONOutputEncoder.encode(JSONError(error: body)) + "\n"
    }
}
