import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
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
        try await presentation.run(in: context) { session in
            await presentation.load { try await session.commentsAPI.post(message, on: imageID) }
        }
    }

    private func render(_ comment: ImageComment) -> String {
        let format = CommentsFormat(context: context, json: json)
        return format.list([comment], rows: format.rowsJustMade([comment]))
    }
}
