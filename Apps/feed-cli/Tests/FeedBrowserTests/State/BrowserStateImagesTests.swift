import Foundation
import Testing

@testable import FeedBrowser

@Suite("BrowserState images of the rows in view: loaded, failed, cancelled and loaded again")
struct BrowserStateImagesTests {
    @Test("a loaded image shows its size, a failed one the failure")
    func imageLoadedShowsTheSizeImageFailedShowsTheFailure() {
        var (state, _) = makeLoadedState()

        _ = state.send(.imageLoaded(row: 0, bytes: 2_048), .imageFailed(row: 1))

        #expect(state.feed.images[0] == .loaded(bytes: 2_048))
        #expect(state.feed.images[1] == .failed)
        #expect(state.feed.images[2] == .loading)
    }

    @Test("scrolling down cancels the images that left the view and loads the new rows")
    func scrollingDownCancelsImagesThatLeftTheViewAndLoadsTheNewRows() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)

        let effects = state.press(.pageDown, .pageDown)

        #expect(
            effects == [.cancelImage(row: 0)] + loadImages(13..<14, of: items) + (1..<11).map(BrowserEffect.cancelImage)
                + loadImages(14..<24, of: items))
        #expect(state.feed.top == 11)
    }

    @Test("scrolling away keeps loaded and failed images")
    func scrollingAwayKeepsLoadedAndFailedImages() {
        var (state, _) = makeLoadedState()
        _ = state.send(.imageLoaded(row: 0, bytes: 10), .imageFailed(row: 1))

        let effects = state.press(.character("G"))

        #expect(!effects.contains(.cancelImage(row: 0)))
        #expect(!effects.contains(.cancelImage(row: 1)))
        #expect(state.feed.images[0] == .loaded(bytes: 10))
        #expect(state.feed.images[1] == .failed)
    }

    @Test("scrolling back requests cancelled images again")
    func scrollingBackRequestsCancelledImagesAgain() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)
        _ = state.press(.character("G"))

        let effects = state.press(.character("g"))

        #expect(effects.contains(.loadImage(row: 0, url: items[0].url)))
    }

    @Test("i retries the selected failed image")
    func iRetriesTheSelectedFailedImage() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)
        _ = state.send(.imageFailed(row: 1))
        _ = state.press(.down)

        let effects = state.press(.character("i"))

        #expect(effects == [.loadImage(row: 1, url: items[1].url)])
        #expect(state.feed.images[1] == .loading)
    }

    @Test("i does nothing for an image that did not fail")
    func iDoesNothingForAnImageThatDidNotFail() {
        var (state, _) = makeLoadedState()
        _ = state.send(.imageLoaded(row: 0, bytes: 1))

        #expect(state.press(.character("i")) == [])
    }

    @Test("an image outcome is ignored for a row that is not loading")
    func imageOutcomeIsIgnoredForARowThatIsNotLoading() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("G"))

        _ = state.send(.imageLoaded(row: 0, bytes: 5))

        #expect(state.feed.images[0] == nil)
    }

    @Test("the comments screen starts no image loads")
    func commentsScreenStartsNoImageLoads() {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)

        let effects = state.send(.resize(.init(columns: 80, rows: 60)))

        #expect(effects == [])
    }
}

@Suite("BrowserState image bytes, kept only for a terminal that shows images")
struct BrowserStateInlineImageDataTests {
    @Test("a loaded image keeps its bytes only when the terminal shows images")
    func imageLoadedKeepsTheBytesOnlyWhenTheTerminalShowsImages() {
        var plain = makeLoadedState().state
        var kitty = makeLoadedState(pictures: .inline(.kitty)).state

        _ = plain.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))
        _ = kitty.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))

        #expect(plain.feed.imageData == [:])
        #expect(kitty.feed.imageData == [0: Data([1, 2, 3])])
        #expect(kitty.feed.images[0] == .loaded(bytes: 3))
    }

    @Test("rows leaving the view drop their bytes, and load again on return")
    func rowsLeavingTheViewDropTheirBytesAndLoadAgainOnReturn() {
        let items = makeImages(1...30)
        var state = makeLoadedState(items: items, pictures: .inline(.iTerm2)).state
        _ = state.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))

        _ = state.press(.character("G"))
        #expect(state.feed.imageData[0] == nil)
        #expect(state.feed.images[0] == nil)
        let effects = state.press(.character("g"))

        #expect(effects.contains(.loadImage(row: 0, url: items[0].url)))
    }

    @Test("a reload forgets the bytes")
    func reloadForgetsTheBytes() {
        var state = makeLoadedState(pictures: .inline(.kitty)).state
        _ = state.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))

        _ = state.press(.character("r"))
        _ = state.send(.feedLoaded(FeedPage(items: makeImages(1...3), hasMore: false)))

        #expect(state.feed.imageData == [:])
    }
}
