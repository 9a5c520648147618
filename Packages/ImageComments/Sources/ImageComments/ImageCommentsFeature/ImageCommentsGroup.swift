/// The comments of one author, in the order they were given.
public struct ImageCommentsGroup: Hashable, Sendable {
    /// The author's username.
    public let username: String
    /// The author's comments.
    public let comments: [ImageComment]

    /// A group of `comments` by `username`.
    public init(username: String, comments: [ImageComment]) {
        self.username = username
        self.comments = comments
    }

    /// How many comments the author wrote.
    public var count: Int { comments.count }
}
