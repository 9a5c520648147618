/// The comments of one author, in the order they were given.
public struct ImageCommentsGroup: Hashable, Sendable {
    public let username: String
    public let comments: [ImageComment]

    public init(username: String, comments: [ImageComment]) {
        self.username = username
        self.comments = comments
    }

    /// How many comments the author wrote.
    public var count: Int { comments.count }
}
