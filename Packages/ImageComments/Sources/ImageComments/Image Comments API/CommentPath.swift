/// Where a comment sits in a payload, spelled only when an error needs it: `items[2].created_at`.
struct CommentPath {
    /// The comment's index in `items`, or nil for a payload that is the comment itself.
    let index: Int?

    /// The comment object itself.
    var itself: String { index.map { "items[\($0)]" } ?? "payload" }

    /// One field of the comment.
    func field(_ name: String) -> String {
        index.map { "items[\($0)].\(name)" } ?? name
    }
}
