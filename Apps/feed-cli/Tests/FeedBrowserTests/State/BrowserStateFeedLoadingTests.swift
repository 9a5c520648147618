import SharedAPI
import TerminalViews
import XCTest

@testable import FeedBrowser

final class BrowserStateFeedLoadingTests: XCTestCase {
    func test_start_loadsTheFeedWithASpinner() {
        var state = BrowserState(size: standardSize)

        let effects = state.start()

        XCTAssertEqual(effects, [.loadFeed])
        XCTAssertTrue(state.feed.isLoading)
        XCTAssertTrue(state.needsTicks)
    }

    func test_feedLoaded_showsItemsAndLoadsImagesOfTheVisibleAndPreloadedRows() {
        let items = makeImages(1...30)

        let (state, effects) = makeLoadedState(items: items)

        XCTAssertEqual(state.feed.items, items)
        XCTAssertFalse(state.feed.isLoading)
        XCTAssertEqual(effects, loadImages(0..<(standardViewport + BrowserLayout.preloadRows), of: items))
        XCTAssertEqual(state.feed.images.count, 13)
    }

    func test_feedLoaded_loadsMoreAtOnceWhenTheEndOfAShortPageIsInView() {
        let items = makeImages(1...4)

        let (state, effects) = makeLoadedState(items: items, hasMore: true)

        XCTAssertEqual(effects, [.loadMore] + loadImages(0..<4, of: items))
        XCTAssertEqual(state.feed.more, .loading)
    }

    func test_feedLoaded_doesNotLoadMoreWhenTheFeedHasNoMore() {
        let (state, effects) = makeLoadedState(items: makeImages(1...4), hasMore: false)

        XCTAssertFalse(effects.contains(.loadMore))
        XCTAssertEqual(state.feed.more, .idle)
    }

    func test_feedFailed_showsTheFailureUntilAReloadClearsIt() {
        var state = BrowserState(size: standardSize)
        _ = state.start()

        _ = state.send(.feedFailed(anyFailure))
        XCTAssertEqual(state.feed.failure, anyFailure)
        XCTAssertFalse(state.feed.isLoading)

        XCTAssertEqual(state.press(.character("r")), [.loadFeed])
        XCTAssertNil(state.feed.failure)
        XCTAssertTrue(state.feed.isLoading)
    }

    func test_feedLoaded_isIgnoredWhenNoFeedLoadIsRunning() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        let effects = state.send(.feedLoaded(FeedPage(items: makeImages(7...9), hasMore: false)))

        XCTAssertEqual(effects, [])
        XCTAssertEqual(state.feed.items, makeImages(1...3))
    }

    func test_reload_replacesTheItemsCancelsRunningImagesAndStartsAtTheTop() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))
        _ = state.press(.down, .down)
        let newItems = makeImages(11...12)

        XCTAssertEqual(state.press(.character("r")), [.loadFeed])
        let effects = state.send(.feedLoaded(FeedPage(items: newItems, hasMore: false)))

        XCTAssertEqual(effects, (0..<3).map(BrowserEffect.cancelImage) + loadImages(0..<2, of: newItems))
        XCTAssertEqual(state.feed.items, newItems)
        XCTAssertEqual(state.feed.selection, 0)
    }

    func test_reload_cancelsARunningLoadMore() {
        var (state, _) = makeLoadedState(items: makeImages(1...4), hasMore: true)

        let effects = state.press(.character("r"))

        XCTAssertEqual(effects, [.loadFeed, .cancelLoadMore])
        XCTAssertEqual(state.feed.more, .idle)
    }

    func test_reloadFailure_keepsTheShownItems() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        _ = state.press(.character("r"))
        _ = state.send(.feedFailed(anyFailure))

        XCTAssertEqual(state.feed.items, makeImages(1...3))
        XCTAssertEqual(state.feed.failure, anyFailure)
    }

    func test_loadFailure_mapsEachKindOfLoadErrorToItsOwnHeadline() {
        XCTAssertEqual(LoadFailure(ResourceLoadError.authenticationFailed(status: 401)).kind, .authentication)
        XCTAssertEqual(
            LoadFailure(ResourceLoadError.connectivity("refused")), LoadFailure(kind: .connection, cause: "refused"))
        XCTAssertEqual(LoadFailure(ResourceLoadError.invalidData("bad json")).kind, .invalidData)
        XCTAssertEqual(LoadFailure(ResourceLoadError.notFound("HTTP 404 for /feed")).kind, .notFound)
        XCTAssertEqual(LoadFailure(ResourceLoadError.authenticationFailed(status: 403)).cause, "HTTP 403")
    }
}
