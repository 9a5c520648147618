import Foundation
import ImageComments

/// One comment in the CLI's JSON: `{"id","message","username","created_at","relative_date"}`.
struct CommentJSON: Encodable {
    let id: String
    let message: String
    let username: String
    let createdAt: String
    let relativeDate: String

    private enum CodingKeys: String, CodingKey {
        case id, message, username
        case createdAt = "created_at"
        case relativeDate = "relative_date"
    }

    init(_ comment: ImageComment, relativeDate: String) {
        id = comment.id.uuidString.lowercased()
        message = comment.message
        username = comment.username
        createdAt = comment.createdAt.formatted(.iso8601)
        self.relativeDate = relativeDate
    }
}
