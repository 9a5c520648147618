import Foundation
import TerminalUI

/// Everything the browser shows, changed only by `handle(_:)`.
struct BrowserState: Equatable, Sendable {
    enum Screen: Equatable, Sendable { case feed, comments }

    var size: TerminalSize
    var screen: Screen = .feed
    var feed = FeedScreenState()
    var comments: CommentsScreenState?
    var showsHelp = false
    var spinnerFrame = 0
    var isQuitting = false
    /// Unsent or failed comments by image id: they survive leaving the comments screen.
    var drafts: [UUID: [CommentDraft]] = [:]
    /// Composer text by image id, kept when the composer or the screen is closed.
    var composerTexts: [UUID: String] = [:]
    var nextDraftID = 1
    /// Whether comments can be posted at all (the dependencies have a `postComment`).
    var canPost: Bool
    /// How the terminal shows the selected image, nil for a textual status only.
    var inlineImages: InlineImageProtocol?

    init(size: TerminalSize, canPost: Bool = true, inlineImages: InlineImageProtocol? = nil) {
        self.size = size
        self.canPost = canPost
        self.inlineImages = inlineImages
    }

    /// Whether the spinner needs ticks: something is loading, sending or being followed.
    var needsTicks: Bool {
        feed.isLoading || feed.more == .loading || feed.images.values.contains(.loading)
            || comments?.isLoading == true || comments?.isFollowing == true
            || drafts.values.joined().contains { $0.status == .sending }
    }
}
