import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// The `comment` command: posts the message (a spinner on a terminal's stderr meanwhile), then prints the created comment.
struct PostCommentRun {
    let context: CommandContext
    let imageID: UUID
    let message: String
    let json: Bool

    @MainActor func run() async throws {
        let view = TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner)
        let sending = CLIStrings.string(.sending, language: context.language)
        let presentation = context.presentation(on: view, loadingMessage: sending, mapper: render)
        do {
            try await presentation.run(in: context) { session in
                await presentation.load { try await session.commentsAPI.post(message, on: imageID) }
            }
        } catch {
            if let failure = presentation.failure, !json { keepMessage(after: failure) }
            throw error
        }
    }

    /// After a failed post, nothing typed is lost: the message is printed back on stderr (with `--json` the script
    /// has it), and when the request
    /// went out (no answer in time, or an answer that was no created comment) the comment may exist already.
    private func keepMessage(after failure: any Error) {
        let kind = LoadFailure(failure).kind
        let language = context.language
        if kind == .timeout || kind == .invalidData {
            context.sayFailure(
                CLIStrings.format(.mayHavePosted, language: language, ["id": imageID.uuidString.lowercased()]))
        }
        let line = CLIStrings.format(.yourMessage, language: language, ["message": message])
        context.runtime.standardError.write(TerminalText.safe(line, lineBreaks: .keep) + "\n")
    }

    private func render(_ comment: ImageComment) -> String {
        let output = context.commentsOutput(json: json)
        return output.list([comment], rows: output.format.rows([comment]))
    }
}
