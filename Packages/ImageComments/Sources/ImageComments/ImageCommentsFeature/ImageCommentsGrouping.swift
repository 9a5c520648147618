/// Groups comments for display.
public enum ImageCommentsGrouping {
    /// One group per exact username, in order of first appearance; each group keeps the given order.
    public static func byAuthor(_ comments: [ImageComment]) -> [ImageCommentsGroup] {
        var order: [String] = []
        var groups: [String: [ImageComment]] = [:]
        for comment in comments {
            if groups[comment.username] == nil { order.append(comment.username) }
            groups[comment.username, default: []].append(comment)
        }
        return order.map { ImageCommentsGroup(username: $0, comments: groups[$0] ?? []) }
    }
}
