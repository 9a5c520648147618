/// One comment as people read it: the message, who wrote it and how long ago.
public struct ImageCommentViewModel: Hashable, Sendable {
    /// The text of the comment.
    public let message: String
    /// Relative to the current date, localized: "1 day ago".
    public let date: String
    /// The author's username.
    public let username: String

    /// A view model with every text given.
    public init(message: String, date: String, username: String) {
        self.message = message
        self.date = date
        self.username = username
    }
}
