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
        let status: Int?
        let post: FailedPost?

        enum CodingKeys: String, CodingKey {
            case kind, message, cause, status
            case yourMessage = "your_message"
            case mayHaveBeenPosted = "may_have_been_posted"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(message, forKey: .message)
            try container.encode(cause, forKey: .cause)
            try container.encode(status, forKey: .status)
            guard let post else { return }
            try container.encode(post.message, forKey: .yourMessage)
            try container.encode(post.mayHaveBeenPosted, forKey: .mayHaveBeenPosted)
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
