import Foundation

/// One comment on an image.
public struct ImageComment: Hashable, Sendable {
    /// The comment's id on the server.
    public let id: UUID
    /// The text of the comment.
    public let message: String
    /// When the comment was posted.
    public let createdAt: Date
    /// The author's username.
    public let username: String

    /// A comment with every field given.
    public init(id: UUID, message: String, createdAt: Date, username: String) {
        self.id = id
        self.message = message
        self.createdAt = createdAt
        self.username = username
    }
}
