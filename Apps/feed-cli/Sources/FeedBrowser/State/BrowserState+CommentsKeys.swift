import EssentialFeed
import SharedPresentation
import TerminalUI

/// The keys of the comments screen.
extension BrowserState {
    mutating func openComments(of image: FeedImage) -> [BrowserEffect] {
        comments = CommentsScreenState(image: image)
        screen = .comments
        return [.loadComments(imageID: image.id)]
    }

    /// `typed`: a key as pressed, read through the keymap unless typed into the composer; else one the browser
    /// itself sends (a click on a hint), already the key of its action.
    mutating func handleComments(_ typed: Key, translating: Bool = true) -> [BrowserEffect] {
        if comments?.composer != nil { return editComposer(typed) }
        guard let key = translating ? keymap.canonical(typed, on: .comments) : typed else { return [] }
        if scrollComments(key) { return [] }
        if let effects = handlePictureKey(key, image: comments?.image) { return effects }
        switch key {
        case .escape, .left, .backspace, .character("h"), .character("q"): return goBack()
        case .character("r"): return reloadComments()
        case .character("s"): if let sort = comments?.sort { comments?.sort = sort.next }
        case .character("a"): toggleGroupingByAuthor()
        case .character("f"): toggleFollowing()
        case .character("c"): openComposer()
        case .enter: return retryFailedDrafts()
        case .character("?"): showsHelp = true
        default: break
        }
        return []
    }

    /// Back to the feed, cancelling a running comments load; drafts and composer text stay.
    mutating func goBack() -> [BrowserEffect] {
        let effects: [BrowserEffect] = comments?.isLoading == true ? [.cancelComments] : []
        comments = nil
        screen = .feed
        return effects
    }

    /// Loads the comments again; a failure over loaded comments stays in view until a load succeeds.
    mutating func reloadComments() -> [BrowserEffect] {
        guard let image = comments?.image else { return [] }
        comments?.isLoading = true
        if comments?.hasLoaded == false { comments?.failure = nil }
        comments?.ticksSinceLoad = 0
        return [.loadComments(imageID: image.id)]
    }

    /// Scrolls by line for ↑/↓ j/k, by page for PgUp/PgDn, to either end for g/G; false for any other key.
    private mutating func scrollComments(_ key: Key) -> Bool {
        let page = BrowserLayout.commentsViewportLines(size, composerOpen: false)
        guard let state = comments, let move = ListMove(key, page: page) else { return false }
        let top = move.position(from: state.top, last: lastTop(state))
        comments?.top = top
        return true
    }

    /// Groups the comments by author or back; the list starts again at the top since every line moved.
    private mutating func toggleGroupingByAuthor() {
        comments?.groupsByAuthor.toggle()
        comments?.top = 0
    }

    private mutating func toggleFollowing() {
        comments?.isFollowing.toggle()
        comments?.ticksSinceLoad = 0
    }

    /// While following, reloads every `followTicks` ticks when no load is running.
    mutating func followTick() -> [BrowserEffect] {
        guard screen == .comments, let state = comments, state.isFollowing, !state.isLoading else { return [] }
        comments?.ticksSinceLoad += 1
        return state.ticksSinceLoad + 1 >= BrowserLayout.followTicks ? reloadComments() : []
    }
}
