import SharedPresentation

extension CommandContext {
    /// Writes a command's one answer on stdout in its format: `json`'s document and a line break, or `text`. The
    /// one place a command that answers once chooses between them; `feed`, `comments` and `show` stream through
    /// the output their format chose (`feedOutput`, `commentsOutput`, `imageDetailsOutput`).
    func answer<Document: Encodable>(json: () async -> Document, text: () async -> String) async {
        let answer: String
        switch format {
        case .json: answer = JSONOutputEncoder.encode(await json()) + "\n"
        case .text: answer = await text()
        }
        runtime.standardOutput.write(answer)
    }
}
