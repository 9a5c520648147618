import EssentialFeed
import Foundation
import Testing

@testable import FeedBrowser

@Suite("BrowserState in a sorted list: new pages sort in around the cursor, G lands on the true last image")
struct BrowserStateSortedPagesTests {
    @Test("a next page sorting in above the cursor leaves the cursor on its image")
    func nextPageSortingInAboveTheCursorLeavesTheCursorOnItsImage() {
        var state = makeSortedState()
        _ = state.press(.pageDown, .pageDown, .pageDown, .up)
        let selected = state.feed.selectedIndex
        #expect(state.feed.more == .loading)

        _ = state.send(.moreLoaded(FeedPage(items: [image(31, "Athens"), image(32, "Berlin")], hasMore: true)))

        #expect(state.feed.selectedIndex == selected)
        #expect(state.feed.rows.prefix(3).map { state.feed.items[$0].location } == ["Athens", "Berlin", "Location 1"])
    }

    @Test("s changes the order and keeps the cursor on its image")
    func sChangesTheOrderAndKeepsTheCursorOnItsImage() {
        var state = makeLoadedState(items: [image(1, "Rome"), image(2, "Athens"), image(3, "Lima")]).state

        _ = state.press(.character("s"))

        #expect(state.feed.selectedIndex == 0)
        #expect(state.feed.selection == 2)
    }

    @Test("G in a sorted list loads every page before it moves, then lands on the true last image")
    func gInASortedListLoadsEveryPageThenLandsOnTheTrueLastImage() {
        var state = makeSortedState()

        let first = state.press(.character("G"))
        let second = state.send(.moreLoaded(FeedPage(items: [image(31, "Zagreb")], hasMore: true)))
        #expect(state.feed.selection == 0, "the cursor waits on its image while pages load")
        let last = state.send(.moreLoaded(FeedPage(items: [image(32, "Athens")], hasMore: false)))

        #expect(first.contains(.loadMore))
        #expect(second.contains(.loadMore), "the walk goes on even when the end is not in view")
        #expect(!last.contains(.loadMore))
        #expect(state.feed.selectedIndex.map { state.feed.items[$0].location } == "Zagreb")
        #expect(!state.feed.isWalkingToEnd)
    }

    @Test("Esc stops the walk of G, keeping what was loaded")
    func escapeStopsTheWalkOfG() {
        var state = makeSortedState()
        _ = state.press(.character("G"))

        let effects = state.press(.escape)

        #expect(effects.contains(.cancelLoadMore))
        #expect(!state.feed.isWalkingToEnd)
        #expect(state.feed.items.count == 30)
    }

    @Test("G in the API's order goes to the last loaded row at once")
    func gInTheAPIOrderGoesToTheLastLoadedRowAtOnce() {
        var (state, _) = makeLoadedState(items: makeImages(1...30), hasMore: true)

        _ = state.press(.character("G"))

        #expect(state.feed.selection == 29)
        #expect(!state.feed.isWalkingToEnd)
    }

    @Test("a search walk through 5,000 images keeps every page and the search")
    func searchWalkThroughFiveThousandImages() {
        var state = makeLoadedState(items: makeImages(1...10), hasMore: true).state
        _ = state.press(.character("/"))
        _ = state.type("zz")

        for page in 1..<500 {
            let items = (page * 10 + 1...page * 10 + 10).map { makeImage($0) }
            _ = state.send(.moreLoaded(FeedPage(items: items, hasMore: true)), .tick)
        }

        #expect(state.feed.items.count == 5_000)
        #expect(state.feed.rows.isEmpty)
        #expect(state.feed.search?.text == "zz")
    }

    // MARK: - Helpers

    /// 30 images by location ("Location 1" to "Location 30"), the first selected, more pages to come.
    private func makeSortedState() -> BrowserState {
        var state = makeLoadedState(items: makeImages(1...30), hasMore: true).state
        _ = state.press(.character("s"))
        return state
    }

    private func image(_ number: Int, _ location: String) -> FeedImage {
        makeImage(number, location: location, description: "Description \(number)")
    }
}
