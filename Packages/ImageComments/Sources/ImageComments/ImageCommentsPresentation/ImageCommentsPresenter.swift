import Foundation

/// Turns comments into what people read, in one resolved language.
public enum ImageCommentsPresenter {
    /// "Comments" in `language`.
    public static func title(language: String) -> String {
        ImageCommentsStrings.string(.title, language: language)
    }

    /// "No comments yet" in `language`.
    public static func emptyMessage(language: String) -> String {
        ImageCommentsStrings.string(.empty, language: language)
    }

    /// "2 comments", "1 comment" in `language`, with that language's plural forms ("3 комментария", "5 комментариев").
    public static func commentCount(_ count: Int, language: String) -> String {
        ImageCommentsStrings.plural(.count, count: count, language: language)
    }

    /// Why a new comment's message cannot be posted, in `language`: "the message has only whitespace", the words
    /// every place that writes a comment shows for the same refusal.
    public static func refusal(_ error: NewCommentMessage.ValidationError, language: String) -> String {
        switch error {
        case .empty: ImageCommentsStrings.string(.messageEmpty, language: language)
        case .whitespaceOnly: ImageCommentsStrings.string(.messageWhitespaceOnly, language: language)
        case .invisibleOnly: ImageCommentsStrings.string(.messageInvisibleOnly, language: language)
        case let .tooLong(length, maximum):
            ImageCommentsStrings.format(
                .messageTooLong, language: language, ["length": String(length), "maximum": String(maximum)])
        }
    }

    /// The comments in the same order, each dated relative to `currentDate` in `language`.
    public static func map(
        _ comments: [ImageComment], currentDate: Date, calendar: Calendar, language: String
    ) -> ImageCommentsViewModel {
        let locale = Locale(identifier: language)
        return ImageCommentsViewModel(
            comments: comments.map { comment in
                ImageCommentViewModel(
                    message: comment.message,
                    date: relativeDate(comment.createdAt, currentDate: currentDate, calendar: calendar, locale: locale),
                    username: comment.username)
            })
    }

    /// "1 day ago": Foundation's numeric, wide relative format of `date` seen from `currentDate`; "1 second ago" for a
    /// comment just made (see `JustMadeComments`: less than a second before now, or later by a server clock that runs
    /// ahead), where the numeric format would say "in 0 seconds" or "in 2 seconds". The one rule, for every caller.
    static func relativeDate(_ date: Date, currentDate: Date, calendar: Calendar, locale: Locale) -> String {
        let justMade = JustMadeComments.isJustMade(date, now: currentDate)
        let anchor = justMade ? currentDate.addingTimeInterval(-JustMadeComments.tolerance) : date
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: calendar)
        return style.format(currentDate)
    }
}
