import Foundation

/// The wire format of one comment: `{"id","message","created_at","author":{"username"}}`.
struct CommentPayload: Encodable {
    struct Author: Encodable {
        let username: String
    }

    let id: String
    let message: String
    let createdAt: String
    let author: Author

    init(_ comment: SampleComment) {
        self.id = comment.id.uuidString.lowercased()
        self.message = comment.message
        self.createdAt = comment.createdAt.formatted(.iso8601)
        self.author = Author(username: comment.username)
    }

    private enum CodingKeys: String, CodingKey {
        case id, message, author
        case createdAt = "created_at"
    }
}
