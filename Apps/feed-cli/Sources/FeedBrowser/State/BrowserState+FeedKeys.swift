import SharedPresentation
import TerminalUI

/// The keys of the feed screen.
extension BrowserState {
    /// `typed`: a key as pressed, read through the keymap unless typed into the search; else one the browser
    /// itself sends (the wheel, a click), already the key of its action.
    mutating func handleFeed(_ typed: Key, translating: Bool = true) -> [BrowserEffect] {
        // The last load's one-line error has been read: the key hints come back.
        if !feed.items.isEmpty { feed.failure = nil }
        if feed.search?.isEditing == true, let effects = editSearch(typed) { return effects }
        guard let key = translating ? keymap.canonical(typed, on: .feed) : typed else { return [] }
        if moveFeedSelection(key) { return [] }
        if let effects = handlePictureKey(key, image: feed.selectedIndex.map { feed.items[$0] }) { return effects }
        switch key {
        case .enter, .right, .character("l"): return activateSelection()
        case .character("r"): return reloadFeed()
        case .character("i"): retrySelectedImage()
        case .character("q"): return quit()
        case .character("?"): showsHelp = true
        case .character("/"): feed.search = SearchField(text: feed.search?.text ?? "", isEditing: true)
        case .escape: return feed.isWalkingToEnd ? stopWalk() : clearSearch()
        case .character("s"): changeSort()
        case .character("n"): selectNextNew()
        default: break
        }
        return []
    }

    /// Moves the selection for ↑/↓, j/k, PgUp/PgDn, g/G, Home/End; false for any other key. A move down past the
    /// last row while more rows can come waits for them (``FeedScreenState/movesAhead``); a move up takes back such
    /// waiting moves first.
    private mutating func moveFeedSelection(_ key: Key) -> Bool {
        guard let listMove = ListMove(key, page: feedViewportRows) else { return false }
        let last = max(0, feed.selectableCount - 1)
        switch listMove {
        case let .by(rows): move(by: rows, last: last)
        case .first: (feed.selection, feed.movesAhead) = (0, 0)
        case .last: goToEnd(last: last)
        }
        feed.selection = min(max(0, feed.selection), last)
        return true
    }

    private mutating func move(by rows: Int, last: Int) {
        let taken = rows < 0 ? min(feed.movesAhead, -rows) : 0
        feed.movesAhead -= taken
        feed.selection += rows + taken
        let canGrow = feed.hasMore && !feed.hasErrorRow && feed.search == nil
        if canGrow, feed.selection > last { feed.movesAhead += feed.selection - last }
    }

    /// Enter on an item opens its comments; on the error row it retries the next page.
    private mutating func activateSelection() -> [BrowserEffect] {
        if feed.hasErrorRow, feed.selection == feed.rows.count {
            feed.more = .idle
            return []
        }
        guard let index = feed.selectedIndex else { return [] }
        return openComments(of: feed.items[index])
    }

    mutating func reloadFeed() -> [BrowserEffect] {
        let cancelMore: [BrowserEffect] = feed.more == .loading ? [.cancelLoadMore] : []
        feed.isLoading = true
        feed.failure = nil
        feed.more = .idle
        feed.isWalkingToEnd = false
        return [.loadFeed] + cancelMore
    }

    private mutating func retrySelectedImage() {
        guard let index = feed.selectedIndex, feed.images[index]?.canRetry == true else { return }
        feed.images[index] = nil
    }

    private mutating func clearSearch() -> [BrowserEffect] {
        feed.search = nil
        feed.selection = 0
        return []
    }

    /// The next row after the selection whose image is new, from the top again past the last; none, nothing moves.
    private mutating func selectNextNew() {
        guard let next = feed.list.nextRow(after: feed.selection, amongImages: feed.newImages) else { return }
        (feed.selection, feed.movesAhead) = (next, 0)
    }

    /// The next order, the selection staying on its image.
    private mutating func changeSort() {
        let selected = feed.selectedIndex
        feed.sort = feed.sort.next
        feed.selection = 0
        keepSelection(on: selected)
    }

    /// The last row. In the API's order that is the last loaded one (more load as it comes into view); in another
    /// order any later page may sort in anywhere, so every page loads first, and the walk ends on the last row.
    private mutating func goToEnd(last: Int) {
        feed.movesAhead = 0
        if feed.sort != .api, feed.hasMore, !feed.hasErrorRow {
            feed.isWalkingToEnd = true
        } else {
            feed.selection = last
        }
    }

    /// Esc during the walk of `G`: the pages loaded so far stay, the selection where it is.
    private mutating func stopWalk() -> [BrowserEffect] {
        feed.isWalkingToEnd = false
        guard feed.more == .loading else { return [] }
        feed.more = .idle
        return [.cancelLoadMore]
    }

    /// Typing into the `/` field (the keys of the comment composer's line: ←/→, Home/End, ⌫, Del, Ctrl-U/K/W); nil
    /// for keys that keep their usual meaning (↑/↓, paging).
    private mutating func editSearch(_ key: Key) -> [BrowserEffect]? {
        let before = feed.search?.text
        switch key {
        case .enter: feed.search?.isEditing = false
        case .escape: return clearSearch()
        default:
            guard var search = feed.search, search.line.edit(key) else { return nil }
            feed.search = search
        }
        if feed.search?.text.isEmpty == true, feed.search?.isEditing == false { feed.search = nil }
        if feed.search?.text != before { feed.selection = 0 }
        return []
    }
}
