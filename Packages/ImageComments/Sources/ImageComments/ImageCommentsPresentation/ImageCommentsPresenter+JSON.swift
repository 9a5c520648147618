import Foundation

/// One comment as scripts read it: `{"id","message","username","created_at","relative_date"}`, its id in lower case,
/// its date in ISO 8601 and as people read it.
public struct ImageCommentJSON: Encodable, Equatable, Sendable {
    /// The comment's id, in lower case.
    public let id: String
    /// What was written.
    public let message: String
    /// Who wrote it.
    public let username: String
    /// When it was written, in ISO 8601.
    public let createdAt: String
    /// When it was written, as ``ImageCommentsPresenter`` says it to people ("5 minutes ago").
    public let relativeDate: String

    private enum CodingKeys: String, CodingKey {
        case id, message, username
        case createdAt = "created_at"
        case relativeDate = "relative_date"
    }
}

/// An image's comments as scripts read them: `{"title","image_id","items":[…]}`.
public struct ImageCommentsJSON: Encodable, Equatable, Sendable {
    /// "Comments", in the reader's language.
    public let title: String
    /// The image's id, in lower case.
    public let imageID: String
    /// The comments, in the order given.
    public let items: [ImageCommentJSON]

    private enum CodingKeys: String, CodingKey {
        case title, items
        case imageID = "image_id"
    }
}

extension ImageCommentsPresenter {
    /// The comments as scripts read them, in the same order, each dated as ``map(_:currentDate:calendar:language:)``
    /// dates it for people.
    ///
    /// - Parameters:
    ///   - comments: The comments.
    ///   - currentDate: The moment the relative dates are said from.
    ///   - calendar: The calendar of the relative dates.
    ///   - language: The language of the relative dates.
    /// - Returns: One object a comment.
    public static func json(
        _ comments: [ImageComment], currentDate: Date, calendar: Calendar, language: String
    ) -> [ImageCommentJSON] {
        let rows = map(comments, currentDate: currentDate, calendar: calendar, language: language).comments
        return zip(comments, rows).map { comment, row in
            ImageCommentJSON(
                id: comment.id.uuidString.lowercased(), message: comment.message, username: comment.username,
                createdAt: comment.createdAt.formatted(.iso8601), relativeDate: row.date)
        }
    }

    /// All of an image's comments as scripts read them: the localized title, the image's id and the comments.
    ///
    /// - Parameters:
    ///   - comments: The image's comments.
    ///   - imageID: The image's id.
    ///   - currentDate: The moment the relative dates are said from.
    ///   - calendar: The calendar of the relative dates.
    ///   - language: The language of the title and the relative dates.
    /// - Returns: One object for the image.
    public static func json(
        _ comments: [ImageComment], of imageID: UUID, currentDate: Date, calendar: Calendar, language: String
    ) -> ImageCommentsJSON {
        ImageCommentsJSON(
            title: title(language: language), imageID: imageID.uuidString.lowercased(),
            items: json(comments, currentDate: currentDate, calendar: calendar, language: language))
    }
}
