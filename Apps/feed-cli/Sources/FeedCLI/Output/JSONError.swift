import SharedAPI
import SharedPresentation

/// The failure of a `--json` command, as one JSON object on stderr:
/// `{"error":{"kind":…,"message":…,"cause":…,"status":…}}`: the kind scripts switch on, the localized headline,
/// the plain cause and the HTTP status it is about (or null).
struct JSONError: Encodable {
    struct Body: Encodable {
        let kind: String
        let message: String
        let cause: String
        let status: Int?

        enum CodingKeys: String, CodingKey { case kind, message, cause, status }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(message, forKey: .message)
            try container.encode(cause, forKey: .cause)
            try container.encode(status, forKey: .status)
        }
    }

    let error: Body

    /// The object for `error`, and a line break.
    static func line(for error: any Error, language: String) -> String {
        let words = ErrorPresentation.viewModel(for: error, language: language)
        let body = Body(
            kind: CommandFailure(error).rawValue, message: words.message ?? "", cause: words.cause ?? "",
            status: (error as? ResourceLoadError)?.status)
        return JSONOutputEncoder.encode(JSONError(error: body)) + "\n"
    }
}
