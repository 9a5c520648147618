import XCTest

@testable import FeedBrowser

final class BrowserStateImagesTests: XCTestCase {
    func test_imageLoaded_showsTheSize_imageFailed_showsTheFailure() {
        var (state, _) = makeLoadedState()

        _ = state.send(.imageLoaded(row: 0, bytes: 2_048), .imageFailed(row: 1))

        XCTAssertEqual(state.feed.images[0], .loaded(bytes: 2_048))
        XCTAssertEqual(state.feed.images[1], .failed)
        XCTAssertEqual(state.feed.images[2], .loading)
    }

    func test_scrollingDown_cancelsImagesThatLeftTheViewAndLoadsTheNewRows() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)

        let effects = state.press(.pageDown, .pageDown)

        XCTAssertEqual(
            effects,
            [.cancelImage(row: 0)] + loadImages(13..<14, of: items)
                + (1..<11).map(BrowserEffect.cancelImage) + loadImages(14..<24, of: items))
        XCTAssertEqual(state.feed.top, 11)
    }

    func test_scrollingAway_keepsLoadedAndFailedImages() {
        var (state, _) = makeLoadedState()
        _ = state.send(.imageLoaded(row: 0, bytes: 10), .imageFailed(row: 1))

        let effects = state.press(.character("G"))

        XCTAssertFalse(effects.contains(.cancelImage(row: 0)))
        XCTAssertFalse(effects.contains(.cancelImage(row: 1)))
        XCTAssertEqual(state.feed.images[0], .loaded(bytes: 10))
        XCTAssertEqual(state.feed.images[1], .failed)
    }

    func test_scrollingBack_requestsCancelledImagesAgain() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)
        _ = state.press(.character("G"))

        let effects = state.press(.character("g"))

        XCTAssertTrue(effects.contains(.loadImage(row: 0, url: items[0].url)))
    }

    func test_i_retriesTheSelectedFailedImage() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)
        _ = state.send(.imageFailed(row: 1))
        _ = state.press(.down)

        let effects = state.press(.character("i"))

        XCTAssertEqual(effects, [.loadImage(row: 1, url: items[1].url)])
        XCTAssertEqual(state.feed.images[1], .loading)
    }

    func test_i_doesNothingForAnImageThatDidNotFail() {
        var (state, _) = makeLoadedState()
        _ = state.send(.imageLoaded(row: 0, bytes: 1))

        XCTAssertEqual(state.press(.character("i")), [])
    }

    func test_imageOutcome_isIgnoredForARowThatIsNotLoading() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("G"))

        _ = state.send(.imageLoaded(row: 0, bytes: 5))

        XCTAssertNil(state.feed.images[0])
    }

    func test_commentsScreen_startsNoImageLoads() {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)

        let effects = state.send(.resize(.init(columns: 80, rows: 60)))

        XCTAssertEqual(effects, [])
    }
}

final class BrowserStateInlineImageDataTests: XCTestCase {
    func test_imageLoaded_keepsTheBytesOnlyWhenTheTerminalShowsImages() {
        var plain = makeLoadedState().state
        var kitty = makeLoadedState(inlineImages: .kitty).state

        _ = plain.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))
        _ = kitty.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))

        XCTAssertEqual(plain.feed.imageData, [:])
        XCTAssertEqual(kitty.feed.imageData, [0: Data([1, 2, 3])])
        XCTAssertEqual(kitty.feed.images[0], .loaded(bytes: 3))
    }

    func test_rowsLeavingTheView_dropTheirBytes_andLoadAgainOnReturn() {
        let items = makeImages(1...30)
        var state = makeLoadedState(items: items, inlineImages: .iTerm2).state
        _ = state.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))

        _ = state.press(.character("G"))
        XCTAssertNil(state.feed.imageData[0])
        XCTAssertNil(state.feed.images[0])
        let effects = state.press(.character("g"))

        XCTAssertTrue(effects.contains(.loadImage(row: 0, url: items[0].url)))
    }

    func test_reload_forgetsTheBytes() {
        var state = makeLoadedState(inlineImages: .kitty).state
        _ = state.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])))

        _ = state.press(.character("r"))
        _ = state.send(.feedLoaded(FeedPage(items: makeImages(1...3), hasMore: false)))

        XCTAssertEqual(state.feed.imageData, [:])
    }
}
