import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalViews

/// The `comments` command: one image's comments from the API, in API order, never cached.
struct CommentsRun {
    let context: CommandContext
    let imageID: UUID
    let json: Bool
    var arrangement = CommentsArrangement()

    @MainActor func run() async throws {
        let view = TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner)
        let presentation = context.presentation(on: view, mapper: render)
        try await presentation.run(in: context) { session in
            await presentation.load { try await session.commentsAPI.comments(of: imageID) }
        }
    }

    private func render(_ loaded: [ImageComment]) -> String {
        let comments = arrangement.arranged(loaded)
        let language = context.language
        let title = ImageCommentsPresenter.title(language: language)
        let viewModels = ImageCommentsPresenter.map(
            comments, currentDate: context.runtime.currentDate(), calendar: .current, language: language
        ).comments
        if json {
            let items = zip(comments, viewModels).map { CommentJSON($0, relativeDate: $1.date) }
            return JSONOutputEncoder.encode(
                CommentsJSON(title: title, imageID: imageID.uuidString.lowercased(), items: items)) + "\n"
        }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        if arrangement.groupsByAuthor {
            return CommentGroupsText(renderer: renderer, language: language).render(
                title: title, groups: arrangement.groups(loaded), rows: viewModels,
                emptyMessage: ImageCommentsPresenter.emptyMessage(language: language))
        }
        return renderer.render(
            title: title, comments: viewModels, emptyMessage: ImageCommentsPresenter.emptyMessage(language: language))
    }
}
