import TerminalUI
import XCTest

@testable import FeedBrowser

final class BrowserStateFeedKeysTests: XCTestCase {
    func test_downAndJ_moveTheSelectionDown_upAndK_moveItUp() {
        var (state, _) = makeLoadedState()

        _ = state.press(.down, .character("j"), .down)
        XCTAssertEqual(state.feed.selection, 3)

        _ = state.press(.up, .character("k"))
        XCTAssertEqual(state.feed.selection, 1)
    }

    func test_selection_staysWithinTheRows() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        _ = state.press(.up, .character("k"))
        XCTAssertEqual(state.feed.selection, 0)

        _ = state.press(.down, .down, .down, .down, .pageDown)
        XCTAssertEqual(state.feed.selection, 2)
    }

    func test_pageDownAndPageUp_moveByTheRowsInView() {
        var (state, _) = makeLoadedState()

        _ = state.press(.pageDown)
        XCTAssertEqual(state.feed.selection, standardViewport)

        _ = state.press(.pageDown, .pageUp)
        XCTAssertEqual(state.feed.selection, standardViewport)
    }

    func test_gAndG_andHomeAndEnd_goToTheFirstAndLastRow() {
        var (state, _) = makeLoadedState()

        _ = state.press(.character("G"))
        XCTAssertEqual(state.feed.selection, 29)
        _ = state.press(.character("g"))
        XCTAssertEqual(state.feed.selection, 0)
        _ = state.press(.end)
        XCTAssertEqual(state.feed.selection, 29)
        _ = state.press(.home)
        XCTAssertEqual(state.feed.selection, 0)
    }

    func test_movingPastTheView_scrollsToKeepTheSelectionVisible() {
        var (state, _) = makeLoadedState()

        _ = state.press(.pageDown)
        XCTAssertEqual(state.feed.top, 1)

        _ = state.press(.character("G"))
        XCTAssertEqual(state.feed.top, 20)

        _ = state.press(.character("g"))
        XCTAssertEqual(state.feed.top, 0)
    }

    func test_enterRightAndL_openTheSelectedImagesCommentsAndLoadThemAtOnce() {
        for key in [Key.enter, .right, .character("l")] {
            var (state, _) = makeLoadedState()
            _ = state.press(.down)

            let effects = state.press(key)

            XCTAssertEqual(effects, [.loadComments(imageID: uuid(2))], "\(key)")
            XCTAssertEqual(state.screen, .comments)
            XCTAssertEqual(state.comments?.image, makeImage(2))
            XCTAssertEqual(state.comments?.isLoading, true)
        }
    }

    func test_enter_doesNothingBeforeTheFeedLoaded() {
        var state = BrowserState(size: standardSize)
        _ = state.start()

        XCTAssertEqual(state.press(.enter), [])
        XCTAssertEqual(state.screen, .feed)
    }

    func test_qAndCtrlC_quit() {
        for key in [Key.character("q"), .control("c")] {
            var (state, _) = makeLoadedState()

            XCTAssertEqual(state.press(key), [.quit], "\(key)")
            XCTAssertTrue(state.isQuitting)
        }
    }

    func test_terminate_quits() {
        var (state, _) = makeLoadedState()

        XCTAssertEqual(state.send(.terminate), [.quit])
        XCTAssertTrue(state.isQuitting)
    }

    func test_questionMark_showsTheKeysUntilTheNextKey_whichDoesNothingElse() {
        var (state, _) = makeLoadedState()

        _ = state.press(.character("?"))
        XCTAssertTrue(state.showsHelp)

        XCTAssertEqual(state.press(.character("q")), [])
        XCTAssertFalse(state.showsHelp)
        XCTAssertFalse(state.isQuitting)
    }

    func test_ctrlC_quitsEvenWithTheKeysShown() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("?"))

        XCTAssertEqual(state.press(.control("c")), [.quit])
    }

    func test_resize_changesTheRowsInViewAndLoadsTheirImages() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)

        let effects = state.send(.resize(.init(columns: 80, rows: 30)))

        XCTAssertEqual(effects, loadImages(13..<16, of: items))
    }

    func test_resizeToATinyTerminal_keepsOneRowInView() {
        var (state, _) = makeLoadedState()

        _ = state.send(.resize(.init(columns: 10, rows: 2)))
        _ = state.press(.down, .down)

        XCTAssertEqual(state.feed.top, 2)
    }

    func test_unknownKeys_doNothing() {
        var (state, _) = makeLoadedState()
        let before = state

        XCTAssertEqual(state.press(.character("z"), .tab, .delete, .control("x")), [])
        XCTAssertEqual(state, before)
    }
}
