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

    /// A comment the server stamped a moment after this clock's now reads as just made, not "in 0 seconds".
    private func render(_ comment: ImageComment) -> String {
        let language = context.language
        let now = max(context.runtime.currentDate(), comment.createdAt)
        let viewModel = ImageCommentsPresenter.map([comment], currentDate: now, calendar: .current, language: language)
            .comments[0]
        if json { return JSONOutputEncoder.encode(CommentJSON(comment, relativeDate: viewModel.date)) + "\n" }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        return renderer.render(
            title: ImageCommentsPresenter.title(language: language),
            comments: [viewModel],
            emptyMessage: "")
    }
}
