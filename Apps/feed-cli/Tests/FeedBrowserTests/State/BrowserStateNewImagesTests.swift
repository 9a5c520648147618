import EssentialFeed
import Foundation
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState new images: marked rows, n jumps to the next one")
struct BrowserStateNewImagesTests {
    @Test("n selects the next new row after the selection, then wraps to the first one")
    func nJumpsToTheNextNewRowAndWraps() {
        let items = makeImages(1...8)
        var state = loaded(items, new: [items[2], items[5]])

        _ = state.press(.character("n"))
        #expect(state.feed.selection == 2)

        _ = state.press(.character("n"))
        #expect(state.feed.selection == 5)

        _ = state.press(.character("n"))
        #expect(state.feed.selection == 2)
    }

    @Test("with nothing new, n leaves the selection where it is")
    func nWithNothingNewKeepsTheSelection() {
        var state = loaded(makeImages(1...5), new: [])
        _ = state.press(.down)

        _ = state.press(.character("n"))

        #expect(state.feed.selection == 1)
    }

    @Test("a next page's new images are marked too, and n finds them")
    func nextPagesAndSearchesKeepTheMarks() {
        let first = makeImages(1...3)
        let second = makeImages(4...6)
        var state = BrowserState(size: standardSize)
        _ = state.start()
        _ = state.send(.feedLoaded(FeedPage(items: first, hasMore: true, newImages: [])))
        _ = state.press(.end)
        _ = state.send(.moreLoaded(FeedPage(items: second, hasMore: false, newImages: [second[1].id])))
        _ = state.press(.home)

        _ = state.press(.character("n"))

        #expect(state.feed.selectedIndex == 4)
    }

    @Test("a new row shows a dot before its marker, a seen row none")
    func newRowsShowADot() throws {
        let items = BrowserScenarios.sampleImages
        let state = loaded(items, new: [items[1]])

        let lines = BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian)
        ).render(state)

        let first = try #require(lines.first { $0.contains("São Paulo") })
        let second = try #require(lines.first { $0.contains("東京タワー") })
        #expect(first.hasPrefix(" ▸ "), "\(first)")
        #expect(second.hasPrefix("•  "), "\(second)")
    }

    private func loaded(_ items: [FeedImage], new: [FeedImage]) -> BrowserState {
        var state = BrowserState(size: standardSize)
        _ = state.start()
        _ = state.send(.feedLoaded(FeedPage(items: items, hasMore: false, newImages: Set(new.map(\.id)))))
        return state
    }
}
