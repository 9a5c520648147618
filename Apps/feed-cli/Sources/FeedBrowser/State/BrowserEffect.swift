import Foundation

/// Work the state machine asks the driver to do; results come back as `BrowserEvent`s.
enum BrowserEffect: Equatable, Sendable {
    /// The first page; replaces a running feed load and cancels a running load-more.
    case loadFeed
    /// The next page, with the `loadMore` of the last page.
    case loadMore
    case cancelLoadMore
    case loadImage(row: Int, url: URL)
    case cancelImage(row: Int)
    /// Decodes `data` into a picture for the request's box, off the main loop.
    case makePicture(PictureRequest, data: Data)
    case cancelPicture(PictureRequest)
    /// Replaces a running comments load.
    case loadComments(imageID: UUID)
    case cancelComments
    case postComment(imageID: UUID, message: String, draftID: Int)
    /// Starts the desktop's viewer on a picture's URL, detached; the outcome comes back as `openFinished`.
    case openImage(URL)
    /// Puts text on the terminal's clipboard (OSC 52).
    case copy(String)
    case quit
}
