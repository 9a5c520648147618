import Foundation
import ImageComments

/// The comments as themed text: the localized title over the comments, or over one header per author.
struct CommentsTextOutput: CommentsOutput {
    let format: CommentsFormat

    func all(_ comments: [ImageComment], rows: [ImageCommentViewModel], groups: [ImageCommentsGroup]?, of imageID: UUID)
        -> String
    {
        guard let groups else { return list(comments, rows: rows) }
        return CommentGroupsText(renderer: format.renderer, language: format.language).render(
            title: format.title, groups: groups, rows: rows, emptyMessage: format.emptyMessage)
    }

    func list(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        format.renderer.render(title: format.title, comments: rows, emptyMessage: format.emptyMessage)
    }

    func appended(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        rows.map { "\n" + format.renderer.block($0) }.joined()
    }
}
