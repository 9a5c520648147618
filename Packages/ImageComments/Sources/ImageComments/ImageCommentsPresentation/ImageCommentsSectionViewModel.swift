/// One author's comments as people read them: a header naming the author and how many comments they wrote, over
/// their comments.
public struct ImageCommentsSectionViewModel: Hashable, Sendable {
    /// "ann (2 comments)", the count in the language's plural form.
    public let header: String
    /// The author's comments, each dated relative to now.
    public let comments: [ImageCommentViewModel]

    /// A section with every text given.
    public init(header: String, comments: [ImageCommentViewModel]) {
        self.header = header
        self.comments = comments
    }
}
