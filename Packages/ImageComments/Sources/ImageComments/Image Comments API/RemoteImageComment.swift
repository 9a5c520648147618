import Foundation
import SharedAPI

/// One comment as the API sends it; shared by the list and the created-comment mappers only.
struct RemoteImageComment: Decodable {
    private let id: String
    private let message: String
    private let created_at: String
    private let author: Author

    private struct Author: Decodable {
        let username: String
    }

    /// The validated comment; `path` names this object in the payload for the error reason.
    func comment(at path: String) throws(InvalidData) -> ImageComment {
        guard let uuid = UUID(uuidString: id) else { throw InvalidData("\(path)id: not a UUID") }
        guard let date = ImageCommentDate.parse(created_at) else {
            throw InvalidData("\(path)created_at: not an ISO 8601 date-time")
        }
        return ImageComment(id: uuid, message: message, createdAt: date, username: author.username)
    }
}
