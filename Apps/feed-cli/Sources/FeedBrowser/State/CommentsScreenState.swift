import EssentialFeed
import ImageComments

/// The comments screen of one image: its comments in API order, the load, the view and the composer.
struct CommentsScreenState: Equatable, Sendable {
    let image: FeedImage
    var comments: [ImageComment] = []
    var isLoading = true
    var failure: LoadFailure?
    /// The first line of the comment list in view.
    var top = 0
    var sort: ImageCommentsSort = .api
    /// The composer's text while it is open.
    var composer: String?
    var isFollowing = false
    /// Ticks since the last load while following.
    var ticksSinceLoad = 0

    /// The comments in the chosen order.
    var sortedComments: [ImageComment] { sort.sorted(comments) }
}
