import ImageComments
import TerminalUI

/// Renders comments as text: a title, then each comment's author and relative date over its wrapped message.
///
/// Every network string goes through `TerminalText.safe` here.
package struct CommentsTextRenderer: Sendable {
    package let theme: Theme
    package let width: Int

    package init(theme: Theme, width: Int) {
        self.theme = theme
        self.width = max(20, width)
    }

    /// The whole screen: title, then the comments or the empty message.
    package func render(title: String, comments: [ImageCommentViewModel], emptyMessage: String) -> String {
        let header = theme.title.apply(TerminalText.safe(title)) + "\n\n"
        guard !comments.isEmpty else { return header + theme.secondary.apply(TerminalText.safe(emptyMessage)) + "\n" }
        return header + comments.map(block).joined(separator: "\n")
    }

    /// One comment without a title: the author and relative date over the wrapped message.
    package func block(_ comment: ImageCommentViewModel) -> String {
        let author = theme.heading.apply(TerminalText.safe(comment.username))
        let date = theme.secondary.apply(TerminalText.safe(comment.date))
        let message = TerminalText.wrap(TerminalText.safe(comment.message, lineBreaks: .keep), width: width - 2)
            .map { "  " + theme.body.apply($0) + "\n" }.joined()
        return author + theme.secondary.apply(" · ") + date + "\n" + message
    }
}
