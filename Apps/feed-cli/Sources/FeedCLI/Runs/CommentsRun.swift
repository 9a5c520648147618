import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalViews

/// The `comments` command: one image's comments from the API, in API order, never cached.
struct CommentsRun {
    let context: CommandContext
    let imageID: UUID
    var arrangement = ImageCommentsArrangement()

    @MainActor func run() async throws {
        let view = TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner)
        let presentation = context.presentation(on: view, mapper: render)
        try await presentation.run(in: context) { session in
            await presentation.load(session.commentsAPI.comments(of: imageID))
        }
    }

    private func render(_ loaded: [ImageComment]) -> String {
        let groups = arrangement.groupsByAuthor ? arrangement.groups(loaded) : nil
        return context.commentsOutput().render(.all(arrangement.arranged(loaded), groups: groups, of: imageID))
    }
}
