import Foundation
import SharedPresentation
import TerminalViews

/// Feed and next-page outcomes.
extension BrowserState {
    /// A first page: the list starts over at its top, the saved feed saying when it was saved and why.
    mutating func feedLoaded(_ page: FeedPage) -> [BrowserEffect] {
        guard feed.isLoading else { return [] }
        let cancels =
            feed.images.filter { $0.value == .loading }.keys.sorted().map(BrowserEffect.cancelImage) + forgetPictures()
        feed.replaceItems(page.items)
        feed.newImages = page.newImages
        feed.hasMore = page.hasMore
        feed.savedAt = page.savedAt
        feed.failure = page.staleBecause
        feed.isLoading = false
        feed.hasLoaded = true
        startOverAtTheTop()
        return cancels
    }

    private mutating func startOverAtTheTop() {
        feed.more = .idle
        feed.isWalkingToEnd = false
        feed.movesAhead = 0
        feed.images = [:]
        feed.imageData = [:]
        feed.selection = 0
        feed.top = 0
    }

    mutating func feedFailed(_ failure: LoadFailure) {
        guard feed.isLoading else { return }
        feed.isLoading = false
        feed.failure = failure
    }

    mutating func moreLoaded(_ page: FeedPage) {
        guard feed.more == .loading else { return }
        let selected = feed.selectedIndex
        feed.appendItems(page.items)
        feed.newImages.formUnion(page.newImages)
        feed.hasMore = page.hasMore
        feed.more = .idle
        keepSelection(on: selected)
        makeMovesAhead()
        if feed.isWalkingToEnd, !page.hasMore { endWalk() }
    }

    /// The moves typed past the last row while this page loaded, as far as its rows go; the rest wait for the next.
    private mutating func makeMovesAhead() {
        let last = max(0, feed.rows.count - 1)
        let target = feed.selection + feed.movesAhead
        feed.selection = min(target, last)
        feed.movesAhead = feed.hasMore ? target - feed.selection : 0
    }

    /// Puts the selection back on the image it was on, wherever the new rows sorted in.
    mutating func keepSelection(on index: Int?) {
        guard let index, let position = feed.rows.firstIndex(of: index) else { return }
        feed.selection = position
    }

    /// The walk of `G` reached the end: the selection goes to the last row.
    private mutating func endWalk() {
        feed.isWalkingToEnd = false
        feed.selection = max(0, feed.rows.count - 1)
    }

    mutating func moreFailed(_ failure: LoadFailure) {
        guard feed.more == .loading else { return }
        feed.more = .failed(failure)
        feed.isWalkingToEnd = false
        feed.movesAhead = 0
    }

    mutating func imageLoaded(_ row: Int, bytes: Int, data: Data?) {
        guard feed.images[row] == .loading else { return }
        feed.images[row] = .loaded(bytes: bytes)
        if pictures != nil, let data { feed.imageData[row] = data }
    }

    mutating func imageFinished(_ row: Int, _ status: ImageStatus) {
        guard feed.images[row] == .loading else { return }
        feed.images[row] = status
    }
}
