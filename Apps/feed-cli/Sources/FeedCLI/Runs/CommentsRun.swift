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
        let format = CommentsFormat(context: context, json: json)
        let comments = arrangement.arranged(loaded)
        let rows = format.rows(comments)
        if json {
            let imageID = imageID.uuidString.lowercased()
            let items = format.json(comments, rows: rows)
            return JSONOutputEncoder.encode(CommentsJSON(title: format.title, imageID: imageID, items: items)) + "\n"
        }
        guard arrangement.groupsByAuthor else { return format.list(comments, rows: rows) }
        return CommentGroupsText(renderer: format.renderer, language: format.language).render(
            title: format.title, groups: arrangement.groups(loaded), rows: rows, emptyMessage: format.emptyMessage)
    }
}
