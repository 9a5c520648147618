import SharedAPI
import SharedPresentation
import TerminalViews
import Testing

@testable import FeedBrowser

@Suite("BrowserState loading the feed: first page, failures and reloads")
struct BrowserStateFeedLoadingTests {
    @Test("start loads the feed with a spinner")
    func startLoadsTheFeedWithASpinner() {
        var state = BrowserState(size: standardSize)

        let effects = state.start()

        #expect(effects == [.loadFeed])
        #expect(state.feed.isLoading)
        #expect(state.needsTicks)
    }

    @Test("a loaded feed shows its items and loads the images of the visible and preloaded rows")
    func feedLoadedShowsItemsAndLoadsImagesOfTheVisibleAndPreloadedRows() {
        let items = makeImages(1...30)

        let (state, effects) = makeLoadedState(items: items)

        #expect(state.feed.items == items)
        #expect(!state.feed.isLoading)
        #expect(effects == loadImages(0..<(standardViewport + BrowserLayout.preloadRows), of: items))
        #expect(state.feed.images.count == 13)
    }

    @Test("a loaded feed loads the next page at once when the end of a short page is in view")
    func feedLoadedLoadsMoreAtOnceWhenTheEndOfAShortPageIsInView() {
        let items = makeImages(1...4)

        let (state, effects) = makeLoadedState(items: items, hasMore: true)

        #expect(effects == [.loadMore] + loadImages(0..<4, of: items))
        #expect(state.feed.more == .loading)
    }

    @Test("a loaded feed loads no next page when the feed has no more")
    func feedLoadedDoesNotLoadMoreWhenTheFeedHasNoMore() {
        let (state, effects) = makeLoadedState(items: makeImages(1...4), hasMore: false)

        #expect(!effects.contains(.loadMore))
        #expect(state.feed.more == .idle)
    }

    @Test("a feed failure is shown until a reload clears it")
    func feedFailedShowsTheFailureUntilAReloadClearsIt() {
        var state = BrowserState(size: standardSize)
        _ = state.start()

        _ = state.send(.feedFailed(anyFailure))
        #expect(state.feed.failure == anyFailure)
        #expect(!state.feed.isLoading)

        #expect(state.press(.character("r")) == [.loadFeed])
        #expect(state.feed.failure == nil)
        #expect(state.feed.isLoading)
    }

    @Test("a loaded feed is ignored when no feed load is running")
    func feedLoadedIsIgnoredWhenNoFeedLoadIsRunning() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        let effects = state.send(.feedLoaded(FeedPage(items: makeImages(7...9), hasMore: false)))

        #expect(effects == [])
        #expect(state.feed.items == makeImages(1...3))
    }

    @Test("a reload replaces the items, cancels running images and starts at the top")
    func reloadReplacesTheItemsCancelsRunningImagesAndStartsAtTheTop() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))
        _ = state.press(.down, .down)
        let newItems = makeImages(11...12)

        #expect(state.press(.character("r")) == [.loadFeed])
        let effects = state.send(.feedLoaded(FeedPage(items: newItems, hasMore: false)))

        #expect(effects == (0..<3).map(BrowserEffect.cancelImage) + loadImages(0..<2, of: newItems))
        #expect(state.feed.items == newItems)
        #expect(state.feed.selection == 0)
    }

    @Test("a reload cancels a running next page load")
    func reloadCancelsARunningLoadMore() {
        var (state, _) = makeLoadedState(items: makeImages(1...4), hasMore: true)

        let effects = state.press(.character("r"))

        #expect(effects == [.loadFeed, .cancelLoadMore])
        #expect(state.feed.more == .idle)
    }

    @Test("a failed reload keeps the shown items")
    func reloadFailureKeepsTheShownItems() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        _ = state.press(.character("r"))
        _ = state.send(.feedFailed(anyFailure))

        #expect(state.feed.items == makeImages(1...3))
        #expect(state.feed.failure == anyFailure)
    }

    @Test("LoadFailure maps each kind of load error to its own headline")
    func loadFailureMapsEachKindOfLoadErrorToItsOwnHeadline() {
        #expect(LoadFailure(ResourceLoadError.authenticationFailed(status: 401)).kind == .unauthorized)
        #expect(
            LoadFailure(ResourceLoadError.connectivity("refused")) == LoadFailure(kind: .unavailable, cause: "refused"))
        #expect(LoadFailure(ResourceLoadError.invalidData("bad json")).kind == .invalidData)
        #expect(LoadFailure(ResourceLoadError.notFound("HTTP 404 for /feed")).kind == .notFound)
        #expect(LoadFailure(ResourceLoadError.authenticationFailed(status: 403)).cause(language: "en") == "HTTP 403")
    }
}
