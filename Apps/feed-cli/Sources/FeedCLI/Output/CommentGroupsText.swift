import ImageComments
import TerminalUI
import TerminalViews

/// Comments grouped by author as text: the title, then per author a `username (2 comments)` header over their
/// comments, the count in the language's plural form.
struct CommentGroupsText {
    let renderer: CommentsTextRenderer
    let language: String

    /// `rows` are the groups' comments in group order, already mapped for display.
    func render(title: String, groups: [ImageCommentsGroup], rows: [ImageCommentViewModel], emptyMessage: String)
        -> String
    {
        guard !rows.isEmpty else { return renderer.render(title: title, comments: [], emptyMessage: emptyMessage) }
        var remaining = rows[...]
        let blocks = groups.map { group in
            let groupRows = Array(remaining.prefix(group.count))
            remaining = remaining.dropFirst(group.count)
            let count = ImageCommentsPresenter.commentCount(group.count, language: language)
            return renderer.render(title: "\(group.username) (\(count))", comments: groupRows, emptyMessage: "")
        }
        return renderer.theme.title.apply(TerminalText.safe(title)) + "\n\n" + blocks.joined(separator: "\n")
    }
}
