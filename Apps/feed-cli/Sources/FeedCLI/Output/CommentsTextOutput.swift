import Foundation
import ImageComments

/// The comments as themed text: the localized title over the comments, or over one header per author.
struct CommentsTextOutput: CommandOutput {
    let format: CommentsFormat

    func render(_ part: CommentsPart) -> String {
        switch part {
        case let .all(comments, groups?, _):
            CommentGroupsText(renderer: format.renderer, language: format.language).render(
                title: format.title, groups: groups, rows: format.rows(comments), emptyMessage: format.emptyMessage)
        case let .all(comments, nil, _), let .list(comments):
            format.renderer.render(
                title: format.title, comments: format.rows(comments), emptyMessage: format.emptyMessage)
        case let .appended(comments):
            format.rows(comments).map { "\n" + format.renderer.block($0) }.joined()
        }
    }
}
