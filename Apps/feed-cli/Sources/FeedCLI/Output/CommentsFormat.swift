import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// How the comment commands (`comments`, `comments --follow`, `comment`, and `show`'s latest comments) write
/// comments: the localized title, relative dates and empty message, as themed text or as JSON.
struct CommentsFormat {
    let json: Bool
    let language: String
    let renderer: CommentsTextRenderer
    let currentDate: @Sendable () -> Date

    init(context: CommandContext, json: Bool) {
        self.json = json
        self.language = context.language
        self.renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        self.currentDate = context.runtime.currentDate
    }

    var title: String { ImageCommentsPresenter.title(language: language) }
    var emptyMessage: String { ImageCommentsPresenter.emptyMessage(language: language) }

    /// The comments' rows, their dates relative to now.
    func rows(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        rows(comments, now: currentDate())
    }

    /// The rows of comments that were just made: one stamped a moment after this clock's now (by the server's
    /// clock) reads as just made, not "in 0 seconds".
    func rowsJustMade(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        rows(comments, now: ([currentDate()] + comments.map(\.createdAt)).max() ?? currentDate())
    }

    /// The titled list as text, or one JSON object per comment per line (JSON Lines).
    func list(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        if json { return jsonLines(comments, rows: rows) }
        return renderer.render(title: title, comments: rows, emptyMessage: emptyMessage)
    }

    /// Comments added under a list already written: text blocks, or JSON Lines.
    func appended(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        if json { return jsonLines(comments, rows: rows) }
        return rows.map { "\n" + renderer.block($0) }.joined()
    }

    func json(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> [CommentJSON] {
        zip(comments, rows).map { CommentJSON($0, relativeDate: $1.date) }
    }

    private func jsonLines(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        json(comments, rows: rows).map { JSONOutputEncoder.encode($0) + "\n" }.joined()
    }

    private func rows(_ comments: [ImageComment], now: Date) -> [ImageCommentViewModel] {
        ImageCommentsPresenter.map(comments, currentDate: now, calendar: .current, language: language).comments
    }
}
