/// How a list of comments is arranged for reading: sorted, then gathered by author.
public struct ImageCommentsArrangement: Hashable, Sendable {
    /// The order of the comments, in each author's group when grouped.
    public var sort: ImageCommentsSort
    /// Whether the comments are gathered under one header per author.
    public var groupsByAuthor: Bool

    /// An arrangement in `sort` order, gathered by author when `groupsByAuthor` is true.
    public init(sort: ImageCommentsSort = .api, groupsByAuthor: Bool = false) {
        self.sort = sort
        self.groupsByAuthor = groupsByAuthor
    }

    /// The groups to show: one per author when grouping, else one group with an empty username holding every comment.
    public func groups(_ comments: [ImageComment]) -> [ImageCommentsGroup] {
        ImageCommentsGrouping.groups(comments, sortedBy: sort, byAuthor: groupsByAuthor)
    }

    /// Every comment in display order.
    public func arranged(_ comments: [ImageComment]) -> [ImageComment] {
        groups(comments).flatMap(\.comments)
    }
}
