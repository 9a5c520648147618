import Foundation
import ImageComments

/// Where the comment commands write comments, as text or as JSON: one implementation each, chosen once by
/// `CommandContext.commentsOutput()`, as for the feed and `show`.
protocol CommentsOutput: Sendable {
    /// What both outputs show: the title, the dates and the empty message.
    var format: CommentsFormat { get }
    /// `comments`: every comment in `rows`' order, under one header per author when `groups` are given.
    func all(_ comments: [ImageComment], rows: [ImageCommentViewModel], groups: [ImageCommentsGroup]?, of imageID: UUID)
        -> String
    /// The titled list (`comment`, and `comments --follow` at first).
    func list(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String
    /// Comments added under a list already written (`comments --follow`).
    func appended(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String
}

extension CommandContext {
    /// Where the comment commands write, in this command's format: JSON, or text themed and wrapped for this
    /// terminal.
    func commentsOutput() -> any CommentsOutput {
        let comments = CommentsFormat(style: style)
        return switch format {
        case .json: CommentsJSONOutput(format: comments)
        case .text: CommentsTextOutput(format: comments)
        }
    }
}
