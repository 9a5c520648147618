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

    /// `comments` in `sort` order, then one group per author (see `byAuthor(_:)`) when `byAuthor` is true, else
    /// one group with an empty username holding them all.
    public static func groups(
        _ comments: [ImageComment], sortedBy sort: ImageCommentsSort, byAuthor: Bool
    ) -> [ImageCommentsGroup] {
        let sorted = sort.sorted(comments)
        guard byAuthor else { return [ImageCommentsGroup(username: "", comments: sorted)] }
        return Self.byAuthor(sorted)
    }
}
