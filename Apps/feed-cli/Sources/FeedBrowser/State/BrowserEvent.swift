import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalUI
import TerminalViews

/// Everything that can happen to the browser: keys, load outcomes, resizes and time passing.
enum BrowserEvent: Equatable, Sendable {
    case key(Key)
    case resize(TerminalSize)
    /// The spinner's clock, sent only while something is loading.
    case tick
    case feedLoaded(FeedPage)
    case feedFailed(LoadFailure)
    case moreLoaded(FeedPage)
    case moreFailed(LoadFailure)
    /// `data` comes only when the browser draws pictures, and only up to `InlineImageEncoder.maximumBytes`.
    case imageLoaded(row: Int, bytes: Int, data: Data? = nil)
    case imageFailed(row: Int)
    /// The picture made for a request; nil when the bytes are no picture.
    case pictureMade(PictureRequest, TerminalPicture?)
    case commentsLoaded(imageID: UUID, [ImageComment])
    case commentsFailed(imageID: UUID, LoadFailure)
    case commentPosted(draftID: Int, ImageComment)
    case commentPostFailed(draftID: Int, LoadFailure)
    /// The viewer of `o` started, or why not.
    case openFinished(BrowserNotice)
    /// SIGTERM, SIGINT or SIGHUP: leave now.
    case terminate
    /// Ctrl-Z or SIGTSTP: give the terminal back and stop until the shell continues the browser (the session does
    /// it; the state has nothing to change).
    case suspend
}
