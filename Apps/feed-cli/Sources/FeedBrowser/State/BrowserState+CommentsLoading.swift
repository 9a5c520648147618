import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// Comments outcomes, and keeping the comment list's scroll inside its content.
extension BrowserState {
    mutating func commentsLoaded(_ loaded: [ImageComment], for imageID: UUID) {
        guard let before = comments, before.image.id == imageID, before.isLoading else { return }
        comments?.comments = loaded
        followNew(in: loaded, after: before)
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
        let maximum = lastTop(state)
        comments?.top = min(max(0, state.top), maximum)
        if comments?.top == maximum { comments?.unseenNew = 0 }
    }

    /// While following, new comments scroll into view when the reader was at the end; else they are counted for
    /// the footer until seen.
    private mutating func followNew(in loaded: [ImageComment], after before: CommentsScreenState) {
        guard before.isFollowing, before.hasLoaded else { return }
        let known = Set(before.comments.map(\.id))
        let added = loaded.count { !known.contains($0.id) }
        guard added > 0 else { return }
        if before.top >= lastTop(before) {
            comments?.top = Int.max / 2
        } else {
            comments?.unseenNew += added
        }
    }

    /// The top line that shows the end of the list.
    func lastTop(_ state: CommentsScreenState) -> Int {
        let viewport = BrowserLayout.commentsViewportLines(size, composerOpen: state.composer != nil)
        return max(0, commentsContentHeight(state) - viewport)
    }

    /// The lines of the comment list: the group headers and every comment, then this image's drafts.
    func commentsContentHeight(_ state: CommentsScreenState) -> Int {
        let messages = state.comments.map(\.message) + (drafts[state.image.id] ?? []).map(\.message)
        return messages.reduce(state.groupHeaderLines) { $0 + BrowserLayout.blockHeight($1, columns: size.columns) }
    }
}
