import Foundation
import ImageComments

/// A part of what the comment commands write: all of an image's comments (`comments`, under one header per author
/// when `groups` are given), the titled list (`comment`, and `comments --follow` at first), or comments added
/// under a list already written (`comments --follow`).
enum CommentsPart {
    case all([ImageComment], groups: [ImageCommentsGroup]?, of: UUID)
    case list([ImageComment])
    case appended([ImageComment])
}

extension CommandContext {
    /// Where the comment commands write: JSON (one document for `comments`, one object a comment for a list that may
    /// grow), or text themed and wrapped for this terminal.
    func commentsOutput() -> any CommandOutput<CommentsPart> {
        let comments = CommentsFormat(style: style)
        return format.pick(
            text: CommentsTextOutput(format: comments),
            json: JSONLinesOutput { part in
                switch part {
                case let .all(list, _, imageID):
                    return [comments.json(list, of: imageID)]
                case let .list(list), let .appended(list):
                    return comments.json(list)
                }
            })
    }
}
