/// One comment as the text views show it: who, when (relative), and what.
public struct CommentRow: Hashable, Sendable {
    public let username: String
    public let date: String
    public let message: String

    public init(username: String, date: String, message: String) {
        self.username = username
        self.date = date
        self.message = message
    }
}
