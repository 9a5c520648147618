import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// What the comment commands (`comments`, `comments --follow`, `comment`, and `show`'s latest comments) show of
/// comments in either output: the localized title, relative dates and empty message.
struct CommentsFormat: Sendable {
    let style: CommandStyle

    private var language: String { style.language }
    private var currentDate: Date { style.currentDate() }
    var renderer: CommentsTextRenderer { CommentsTextRenderer(theme: style.theme, width: style.width) }

    var title: String { ImageCommentsPresenter.title(language: language) }
    var emptyMessage: String { ImageCommentsPresenter.emptyMessage(language: language) }

    /// The comments' rows, their dates relative to now.
    func rows(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        ImageCommentsPresenter.map(comments, currentDate: currentDate, calendar: .current, language: language)
            .comments
    }

    /// One section per author's group, its comments dated relative to now.
    func sections(_ groups: [ImageCommentsGroup]) -> [ImageCommentsSectionViewModel] {
        ImageCommentsPresenter.sections(groups, currentDate: currentDate, calendar: .current, language: language)
    }

    /// The comments as JSON objects, their dates relative to now.
    func json(_ comments: [ImageComment]) -> [ImageCommentJSON] {
        ImageCommentsPresenter.json(comments, currentDate: currentDate, calendar: .current, language: language)
    }

    /// All of an image's comments as one JSON object, under the title.
    func json(_ comments: [ImageComment], of imageID: UUID) -> ImageCommentsJSON {
        ImageCommentsPresenter.json(
            comments, of: imageID, currentDate: currentDate, calendar: .current, language: language)
    }
}
