import SharedPresentation

/// What `--json` writes for each part: its JSON documents, one a line (`show`'s and `comments`' one document, the
/// comments of `comment` and `comments --follow` one object each), every key present.
struct JSONLinesOutput<Part>: CommandOutput {
    /// The documents `part` adds, in order.
    let documents: @Sendable (Part) -> [any Encodable]

    func render(_ part: Part) -> String {
        documents(part).map { JSONOutputEncoder.encode($0) + "\n" }.joined()
    }
}
