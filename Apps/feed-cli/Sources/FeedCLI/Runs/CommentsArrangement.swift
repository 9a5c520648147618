import ImageComments

/// How `comments --sort/--group-by` arrange the loaded comments: sorted, then gathered by author.
struct CommentsArrangement: Sendable {
    var sort = ImageCommentsSort.api
    var groupsByAuthor = false

    /// The groups to show: one per author when grouping, else one group holding every comment.
    func groups(_ comments: [ImageComment]) -> [ImageCommentsGroup] {
        ImageCommentsGrouping.groups(comments, sortedBy: sort, byAuthor: groupsByAuthor)
    }

    /// Every comment in display order (the order of the JSON items).
    func arranged(_ comments: [ImageComment]) -> [ImageComment] {
        groups(comments).flatMap(\.comments)
    }
}
