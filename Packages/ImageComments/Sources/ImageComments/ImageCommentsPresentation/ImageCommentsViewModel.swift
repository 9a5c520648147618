/// The comments of one image, ready to show, in display order.
public struct ImageCommentsViewModel: Hashable, Sendable {
    /// The comments, in display order.
    public let comments: [ImageCommentViewModel]

    /// A view model of `comments`.
    public init(comments: [ImageCommentViewModel]) {
        self.comments = comments
    }
}
