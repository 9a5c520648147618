import SharedPresentation

extension CommandContext {
    /// Writes a command's one answer on stdout in its format: `json`'s document and a line break, or `text`. The
    /// one place a command that answers once chooses between them; `feed`, `comments` and `show` stream through
    /// the output their format chose (`feedOutput`, `commentsOutput`, `imageDetailsOutput`).
    func answer<Document: Encodable>(
        json: @escaping () async -> Document, text: @escaping () async -> String
    ) async {
        let answer = format.pick(text: text, json: { JSONOutputEncoder.encode(await json()) + "\n" })
        runtime.standardOutput.write(await answer())
    }

    /// Writes one line of a command that answers in text only, having no `--json` (`cache clear`, `cache validate`).
    func say(_ line: String) {
        runtime.standardOutput.write(line + "\n")
    }
}
