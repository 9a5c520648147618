import EssentialFeed
import ImageComments
import SharedPresentation
import TerminalViews

/// The comments screen of one image: its comments in API order, the load, the view and the composer.
struct CommentsScreenState: Equatable, Sendable {
    let image: FeedImage
    var comments: [ImageComment] = []
    var isLoading = true
    /// Whether comments arrived once: later failures leave them in view and show as one line.
    var hasLoaded = false
    var failure: LoadFailure?
    /// The first line of the comment list in view.
    var top = 0
    var sort: ImageCommentsSort = .api
    /// Whether the comments show under one header per author (`a`).
    var groupsByAuthor = false
    /// The composer while it is open.
    var composer: CommentComposer?
    var isFollowing = false
    /// Ticks since the last load while following.
    var ticksSinceLoad = 0
    /// Comments a followed reload brought while the reader was above the end: the footer says "3 new ↓" until the
    /// end of the list is in view.
    var unseenNew = 0

    /// The comments in the chosen order, one group per author when grouping, else one unnamed group.
    var groups: [ImageCommentsGroup] {
        ImageCommentsGrouping.groups(comments, sortedBy: sort, byAuthor: groupsByAuthor)
    }

    /// The group header lines above the comments: one per author when grouping.
    var groupHeaderLines: Int { groupsByAuthor ? groups.count : 0 }
}
