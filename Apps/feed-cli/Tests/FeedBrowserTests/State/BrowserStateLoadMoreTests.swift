import XCTest

@testable import FeedBrowser

final class BrowserStateLoadMoreTests: XCTestCase {
    func test_movingNearTheEnd_loadsTheNextPage() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        XCTAssertFalse(state.press(.character("G")).isEmpty)

        XCTAssertEqual(state.feed.more, .loading)
        XCTAssertTrue(state.press(.character("g")).allSatisfy { $0 != .loadMore })
    }

    func test_loadMore_isRequestedOnceWhileItRuns() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        let first = state.press(.end)
        let second = state.press(.up, .down)

        XCTAssertEqual(first.filter { $0 == .loadMore }.count, 1)
        XCTAssertFalse(second.contains(.loadMore))
    }

    func test_lastRowSelected_scrollsTheLoadingRowIntoView() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        _ = state.press(.character("G"))

        XCTAssertEqual(state.feed.selection, 29)
        XCTAssertEqual(state.feed.top, 30 - standardViewport + 1)
    }

    func test_moreLoaded_appendsTheItems() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: true)

        _ = state.send(.moreLoaded(FeedPage(items: makeImages(4...5), hasMore: false)))

        XCTAssertEqual(state.feed.items, makeImages(1...5))
        XCTAssertEqual(state.feed.more, .idle)
        XCTAssertFalse(state.feed.hasMore)
    }

    func test_moreFailed_showsASelectableErrorRowThatRetriesOnEnter() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: true)

        _ = state.send(.moreFailed(anyFailure))
        XCTAssertEqual(state.feed.more, .failed(anyFailure))
        XCTAssertFalse(state.press(.character("j")).contains(.loadMore), "an error row does not retry by itself")

        _ = state.press(.character("G"))
        XCTAssertEqual(state.feed.selection, 3, "the error row")
        let effects = state.press(.enter)

        XCTAssertEqual(effects, [.loadMore])
        XCTAssertEqual(state.feed.more, .loading)
        XCTAssertEqual(state.screen, .feed)
    }

    func test_moreLoaded_isIgnoredWhenNoLoadMoreIsRunning() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: false)

        _ = state.send(.moreLoaded(FeedPage(items: makeImages(4...5), hasMore: true)))

        XCTAssertEqual(state.feed.items.count, 3)
    }
}
