import Foundation
import TerminalUI

/// Everything the browser shows, changed only by `handle(_:)`.
struct BrowserState: Equatable, Sendable {
    typealias Screen = BrowserScreen

    var size: TerminalSize
    var screen: Screen = .feed
    var feed = FeedScreenState()
    var comments: CommentsScreenState?
    var showsHelp = false
    var spinnerFrame = 0
    var isQuitting = false
    /// Unsent or failed comments by image id: they survive leaving the comments screen.
    var drafts: [UUID: [CommentDraft]] = [:]
    /// Composer text and cursor by image id, kept when the composer or the screen is closed.
    var composerLines: [UUID: EditableLine] = [:]
    var nextDraftID = 1
    /// Whether comments can be posted at all (the dependencies have a `postComment`).
    var canPost: Bool
    /// How pictures are drawn (a thumbnail in every row, the selected image in a panel), nil for text only.
    var pictures: ImageDrawing?
    /// What the last `o`, `y` or `Y` did, said in the footer until the next key.
    var notice: BrowserNotice?
    /// The keys in force: the defaults, or the config file's `[keys]` over them.
    var keymap = BrowserKeymap.standard
    /// The language of the footer, whose hints a click finds by their columns.
    var language: String

    init(size: TerminalSize, canPost: Bool = true, pictures: ImageDrawing? = nil, language: String = "en") {
        self.size = size
        self.canPost = canPost
        self.pictures = pictures
        self.language = language
    }

    /// Whether feed rows show thumbnails: when drawing pictures, on a terminal wide enough to keep their text beside
    /// them.
    var showsThumbnails: Bool {
        pictures != nil && size.columns >= BrowserLayout.thumbnailMinimumColumns
    }

    /// The lines one feed row takes: taller with a thumbnail.
    var feedRowLines: Int {
        showsThumbnails ? BrowserLayout.pictureRowLines : BrowserLayout.feedRowLines
    }

    /// How many feed rows fit between header and footer.
    var feedViewportRows: Int {
        BrowserLayout.feedViewportRows(size, rowLines: feedRowLines)
    }

    /// Whether the spinner needs ticks: something is loading, sending or being followed.
    var needsTicks: Bool {
        feed.isLoading || feed.more == .loading || feed.images.values.contains(.loading)
            || comments?.isLoading == true || comments?.isFollowing == true
            || drafts.values.joined().contains { $0.status == .sending }
    }
}
