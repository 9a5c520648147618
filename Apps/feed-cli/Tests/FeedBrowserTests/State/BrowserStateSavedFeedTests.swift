import Foundation
import Testing

@testable import FeedBrowser

@Suite("BrowserState with the saved feed: says it is the saved one, how old, and why a reload did not refresh it")
struct BrowserStateSavedFeedTests {
    @Test("a first page from the saved feed keeps when it was saved and why the remote feed failed")
    func firstPageFromTheSavedFeedKeepsWhenItWasSavedAndWhy() {
        var state = BrowserState(size: standardSize)
        _ = state.start()

        _ = state.send(.feedLoaded(savedPage))

        #expect(state.feed.items == makeImages(1...3))
        #expect(state.feed.savedAt == savedAt)
        #expect(state.feed.failure == anyFailure)
    }

    @Test("r that ends in the saved feed again keeps the list and says why the remote feed failed")
    func reloadEndingInTheSavedFeedKeepsTheListAndSaysWhy() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        _ = state.press(.character("r"))
        _ = state.send(.feedLoaded(savedPage))

        #expect(state.feed.items == makeImages(1...3))
        #expect(state.feed.failure == anyFailure)
        #expect(state.feed.savedAt == savedAt)
    }

    @Test("a remote first page after the saved one is no longer the saved feed")
    func remoteFirstPageAfterTheSavedOneIsNoLongerTheSavedFeed() {
        var state = BrowserState(size: standardSize)
        _ = state.start()
        _ = state.send(.feedLoaded(savedPage))

        _ = state.press(.character("r"))
        _ = state.send(.feedLoaded(FeedPage(items: makeImages(1...3), hasMore: false)))

        #expect(state.feed.savedAt == nil)
        #expect(state.feed.failure == nil)
    }

    @Test("the next key puts the key hints back in place of the one-line error, and still does its job")
    func nextKeyPutsTheKeyHintsBackAndStillDoesItsJob() {
        var state = BrowserState(size: standardSize)
        _ = state.start()
        _ = state.send(.feedLoaded(savedPage))

        _ = state.press(.down)

        #expect(state.feed.failure == nil)
        #expect(state.feed.selection == 1)
    }

    // MARK: - Helpers

    private let savedAt = referenceDate.addingTimeInterval(-3 * 3_600)

    private var savedPage: FeedPage {
        FeedPage(items: makeImages(1...3), hasMore: false, savedAt: savedAt, staleBecause: anyFailure)
    }
}
