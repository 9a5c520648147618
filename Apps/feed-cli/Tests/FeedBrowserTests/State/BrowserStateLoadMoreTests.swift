import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState next pages: loaded once, near the end, retried from an error row")
struct BrowserStateLoadMoreTests {
    @Test("moving near the end loads the next page")
    func movingNearTheEndLoadsTheNextPage() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        #expect(!state.press(.character("G")).isEmpty)

        #expect(state.feed.more == .loading)
        #expect(state.press(.character("g")).allSatisfy { $0 != .loadMore })
    }

    @Test("the next page is requested once while it loads")
    func loadMoreIsRequestedOnceWhileItRuns() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        let first = state.press(.end)
        let second = state.press(.up, .down)

        #expect(first.filter { $0 == .loadMore }.count == 1)
        #expect(!second.contains(.loadMore))
    }

    @Test("selecting the last row scrolls the loading row into view")
    func lastRowSelectedScrollsTheLoadingRowIntoView() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        _ = state.press(.character("G"))

        #expect(state.feed.selection == 29)
        #expect(state.feed.top == 30 - standardViewport + 1)
    }

    @Test(
        "moves typed past the last row while the next page loads are made when it arrives",
        arguments: [
            ([Key](repeating: .character("j"), count: 5), 5, 7),
            ([.character("j"), .character("j"), .character("j"), .character("k")], 2, 4),
            ([.character("j"), .character("j"), .character("k"), .character("k"), .character("k")], 0, 1),
            ([.character("j"), .character("j"), .character("g")], 0, 0),
        ] as [([Key], Int, Int)])
    func movesTypedAheadOfTheNextPageAreMade(keys: [Key], waiting: Int, landing: Int) {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: true)
        _ = state.press(.character("j"), .character("j"))

        _ = state.send(keys.map { .key($0) })
        #expect(state.feed.movesAhead == waiting)
        _ = state.send(.moreLoaded(FeedPage(items: makeImages(4...10), hasMore: true)))

        #expect(state.feed.selection == landing)
    }

    @Test("moves typed ahead wait for a second page when one page is not enough, and end at the last row")
    func movesTypedAheadOfTwoPages() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: true)

        _ = state.send([BrowserEvent](repeating: .key(.character("j")), count: 7))
        _ = state.send(.moreLoaded(FeedPage(items: makeImages(4...5), hasMore: true)))
        #expect(state.feed.selection == 4)
        #expect(state.feed.movesAhead == 3)
        _ = state.press(.down)  // the second page is requested as the selection nears the end
        _ = state.send(.moreLoaded(FeedPage(items: makeImages(6...6), hasMore: false)))

        #expect(state.feed.selection == 5)
        #expect(state.feed.movesAhead == 0)
    }

    @Test("the next page's items are appended")
    func moreLoadedAppendsTheItems() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: true)

        _ = state.send(.moreLoaded(FeedPage(items: makeImages(4...5), hasMore: false)))

        #expect(state.feed.items == makeImages(1...5))
        #expect(state.feed.more == .idle)
        #expect(!state.feed.hasMore)
    }

    @Test("a failed next page shows a selectable error row that retries on Enter")
    func moreFailedShowsASelectableErrorRowThatRetriesOnEnter() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: true)

        _ = state.send(.moreFailed(anyFailure))
        #expect(state.feed.more == .failed(anyFailure))
        #expect(!state.press(.character("j")).contains(.loadMore), "an error row does not retry by itself")

        _ = state.press(.character("G"))
        #expect(state.feed.selection == 3, "the error row")
        let effects = state.press(.enter)

        #expect(effects == [.loadMore])
        #expect(state.feed.more == .loading)
        #expect(state.screen == .feed)
    }

    @Test("a next page is ignored when none is loading")
    func moreLoadedIsIgnoredWhenNoLoadMoreIsRunning() {
        var (state, _) = makeLoadedState(items: makeImages(1...3), hasMore: false)

        _ = state.send(.moreLoaded(FeedPage(items: makeImages(4...5), hasMore: true)))

        #expect(state.feed.items.count == 3)
    }
}
