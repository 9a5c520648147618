import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// Comments outcomes, and keeping the comment list's scroll inside its content.
extension BrowserState {
    mutating func commentsLoaded(_ loaded: [ImageComment], for imageID: UUID) {
        guard comments?.image.id == imageID, comments?.isLoading == true else { return }
        comments?.comments = loaded
        comments?.hasLoaded = true
        comments?.isLoading = false
        comments?.failure = nil
        comments?.ticksSinceLoad = 0
    }

    /// Before any comments arrived the failure takes the screen; after, the comments stay and it is one line.
    mutating func commentsFailed(_ failure: LoadFailure, for imageID: UUID) {
        guard comments?.image.id == imageID, comments?.isLoading == true else { return }
        comments?.isLoading = false
        comments?.failure = failure
        comments?.ticksSinceLoad = 0
    }

    mutating func settleComments() {
        guard let state = comments else { return }
        let viewport = BrowserLayout.commentsViewportLines(size, composerOpen: state.composer != nil)
        let maximum = max(0, commentsContentHeight(state) - viewport)
        comments?.top = min(max(0, state.top), maximum)
    }

    /// The lines of the comment list: the group headers and every comment, then this image's drafts.
    func commentsContentHeight(_ state: CommentsScreenState) -> Int {
        let messages = state.comments.map(\.message) + (drafts[state.image.id] ?? []).map(\.message)
        return messages.reduce(state.groupHeaderLines) { $0 + BrowserLayout.blockHeight($1, columns: size.columns) }
    }
}
