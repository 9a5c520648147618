import ImageComments
import TerminalUI

/// Renders comments as text: a title, then each comment's author and relative date over its wrapped message.
///
/// Every network string goes through `TerminalText.safe` here, and every line fits in `width` columns.
package struct CommentsTextRenderer: Sendable {
    package let theme: Theme
    package let width: Int

    package init(theme: Theme, width: Int) {
        self.theme = theme
        self.width = max(20, width)
    }

    /// The whole screen: title, then the comments or the empty message (in `emptyStyle`, secondary by default).
    package func render(
        title: String, comments: [ImageCommentViewModel], emptyMessage: String, emptyStyle: Style? = nil
    ) -> String {
        let header = lines(title, theme.title, width: width) + "\n"
        guard !comments.isEmpty else {
            return header + lines(emptyMessage, emptyStyle ?? theme.secondary, width: width)
        }
        return header + comments.map(block).joined(separator: "\n")
    }

    /// One comment without a title: the author and relative date (under the author when both do not fit on one
    /// line) over the wrapped message.
    package func block(_ comment: ImageCommentViewModel) -> String {
        let author = TerminalText.safe(comment.username)
        let date = TerminalText.safe(comment.date)
        let byline =
            DisplayWidth.of(author + " · " + date) <= width
            ? theme.heading.apply(author) + theme.secondary.apply(" · ") + theme.secondary.apply(date) + "\n"
            : lines(author, theme.heading, width: width) + lines(date, theme.secondary, width: width)
        let message = TerminalText.wrap(TerminalText.safe(comment.message, lineBreaks: .keep), width: width - 2)
            .map { "  " + theme.body.apply($0) + "\n" }.joined()
        return byline + message
    }

    private func lines(_ text: String, _ style: Style, width: Int) -> String {
        TerminalText.wrap(TerminalText.safe(text), width: width).map { style.apply($0) + "\n" }.joined()
    }
}
