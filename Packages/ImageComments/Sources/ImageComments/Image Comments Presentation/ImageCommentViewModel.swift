/// One comment as people read it: the message, who wrote it and how long ago.
public struct ImageCommentViewModel: Hashable, Sendable {
    public let message: String
    /// Relative to the current date, localized: "1 day ago".
    public let date: String
    public let username: String

    public init(message: String, date: String, username: String) {
        self.message = message
        self.date = date
        self.username = username
    }
}
