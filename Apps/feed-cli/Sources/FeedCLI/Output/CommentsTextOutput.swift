import Foundation
import ImageComments
import TerminalUI

/// The comments as themed text: the localized title over the comments, or over one `username (2 comments)` header
/// per author.
struct CommentsTextOutput: CommandOutput {
    let format: CommentsFormat

    func render(_ part: CommentsPart) -> String {
        let renderer = format.renderer
        switch part {
        case let .all(comments, groups?, _) where !comments.isEmpty:
            let blocks = format.sections(groups).map {
                renderer.render(title: $0.header, comments: $0.comments, emptyMessage: "")
            }
            return renderer.theme.title.apply(TerminalText.safe(format.title)) + "\n\n"
                + blocks.joined(separator: "\n")
        case let .all(comments, _, _), let .list(comments):
            return renderer.render(
                title: format.title, comments: format.rows(comments), emptyMessage: format.emptyMessage)
        case let .appended(comments):
            return format.rows(comments).map { "\n" + renderer.block($0) }.joined()
        }
    }
}
