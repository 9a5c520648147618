import Foundation
import SharedPresentation
import TerminalViews

/// Feed and next-page outcomes.
extension BrowserState {
    mutating func feedLoaded(_ page: FeedPage) -> [BrowserEffect] {
        guard feed.isLoading else { return [] }
        let cancels =
            feed.images.filter { $0.value == .loading }.keys.sorted().map(BrowserEffect.cancelImage) + forgetPictures()
        feed.items = page.items
        feed.hasMore = page.hasMore
        feed.more = .idle
        feed.images = [:]
        feed.imageData = [:]
        feed.isLoading = false
        feed.hasLoaded = true
        feed.failure = nil
        feed.selection = 0
        feed.top = 0
        return cancels
    }

    mutating func feedFailed(_ failure: LoadFailure) {
        guard feed.isLoading else { return }
        feed.isLoading = false
        feed.failure = failure
    }

    mutating func moreLoaded(_ page: FeedPage) {
        guard feed.more == .loading else { return }
        feed.items += page.items
        feed.hasMore = page.hasMore
        feed.more = .idle
    }

    mutating func moreFailed(_ failure: LoadFailure) {
        guard feed.more == .loading else { return }
        feed.more = .failed(failure)
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
