import ImageComments
import TerminalUI

/// One comment as text without a title, as `comments --follow` prints new ones: the same block as the comments list.
struct CommentBlockText {
    let theme: Theme
    let width: Int

    func render(_ comment: ImageCommentViewModel) -> String {
        let author = theme.heading.apply(TerminalText.safe(comment.username))
        let date = theme.secondary.apply(TerminalText.safe(comment.date))
        let message = TerminalText.wrap(TerminalText.safe(comment.message, lineBreaks: .keep), width: max(20, width) - 2)
            .map { "  " + theme.body.apply($0) + "\n" }.joined()
        return "\n" + author + theme.secondary.apply(" · ") + date + "\n" + message
    }
}
