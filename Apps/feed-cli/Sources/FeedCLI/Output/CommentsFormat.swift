import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// What the comment commands (`comments`, `comments --follow`, `comment`, and `show`'s latest comments) show of
/// comments in either output: the localized title, relative dates and empty message.
struct CommentsFormat: Sendable {
    let language: String
    let renderer: CommentsTextRenderer
    let currentDate: @Sendable () -> Date

    init(context: CommandContext) {
        self.language = context.language
        self.renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        self.currentDate = context.runtime.currentDate
    }

    var title: String { ImageCommentsPresenter.title(language: language) }
    var emptyMessage: String { ImageCommentsPresenter.emptyMessage(language: language) }

    /// The comments' rows, their dates relative to now.
    func rows(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        ImageCommentsPresenter.map(comments, currentDate: currentDate(), calendar: .current, language: language)
            .comments
    }

    func json(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> [CommentJSON] {
        zip(comments, rows).map { CommentJSON($0, relativeDate: $1.date) }
    }
}
