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
