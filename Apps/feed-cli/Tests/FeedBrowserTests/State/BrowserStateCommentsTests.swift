import TerminalUI
import XCTest

@testable import FeedBrowser

final class BrowserStateCommentsTests: XCTestCase {
    func test_backKeys_returnToTheFeedAndCancelARunningCommentsLoad() {
        for key in [Key.escape, .left, .character("h"), .backspace, .character("q")] {
            var state = makeCommentsState()

            let effects = state.press(key)

            XCTAssertEqual(effects, [.cancelComments], "\(key)")
            XCTAssertEqual(state.screen, .feed)
            XCTAssertNil(state.comments)
            XCTAssertFalse(state.isQuitting)
        }
    }

    func test_back_afterTheCommentsLoaded_cancelsNothing() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1)]))

        XCTAssertEqual(state.press(.escape), [])
        XCTAssertEqual(state.screen, .feed)
    }

    func test_commentsLoaded_showsTheCommentsInAPIOrder() {
        var state = makeCommentsState()
        let comments = [makeComment(2), makeComment(1), makeComment(3)]

        _ = state.send(.commentsLoaded(imageID: uuid(1), comments))

        XCTAssertEqual(state.comments?.sortedComments, comments)
        XCTAssertEqual(state.comments?.isLoading, false)
    }

    func test_commentsOutcome_forAnotherImage_orAfterGoingBack_isIgnored() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(2), [makeComment(1)]))
        XCTAssertEqual(state.comments?.comments, [])
        XCTAssertEqual(state.comments?.isLoading, true)

        _ = state.press(.escape)
        _ = state.send(
            .commentsLoaded(imageID: uuid(1), [makeComment(1)]), .commentsFailed(imageID: uuid(1), anyFailure))

        XCTAssertNil(state.comments)
        XCTAssertEqual(state.screen, .feed)
    }

    func test_commentsFailed_showsTheFailureUntilTheNextReload() {
        var state = makeCommentsState()

        _ = state.send(.commentsFailed(imageID: uuid(1), anyFailure))
        XCTAssertEqual(state.comments?.failure, anyFailure)
        _ = state.press(.character("j"), .character("s"))
        XCTAssertEqual(state.comments?.failure, anyFailure)

        XCTAssertEqual(state.press(.character("r")), [.loadComments(imageID: uuid(1))])
        XCTAssertNil(state.comments?.failure)
        XCTAssertEqual(state.comments?.isLoading, true)
    }

    func test_r_reloadsLoadedComments() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1)]))

        XCTAssertEqual(state.press(.character("r")), [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1), makeComment(2)]))

        XCTAssertEqual(state.comments?.comments.count, 2)
    }

    func test_scrollKeys_moveThroughTheCommentLinesWithinTheContent() {
        var state = makeCommentsState(size: .init(columns: 40, rows: 10))
        _ = state.send(.commentsLoaded(imageID: uuid(1), (1...10).map { makeComment($0) }))
        let viewport = BrowserLayout.commentsViewportLines(state.size, composerOpen: false)
        let content = 10 * 3

        _ = state.press(.down, .character("j"))
        XCTAssertEqual(state.comments?.top, 2)
        _ = state.press(.up)
        XCTAssertEqual(state.comments?.top, 1)
        _ = state.press(.character("G"))
        XCTAssertEqual(state.comments?.top, content - viewport)
        _ = state.press(.pageDown)
        XCTAssertEqual(state.comments?.top, content - viewport)
        _ = state.press(.pageUp)
        XCTAssertEqual(state.comments?.top, content - 2 * viewport)
        _ = state.press(.character("g"), .character("k"))
        XCTAssertEqual(state.comments?.top, 0)
    }

    func test_s_cyclesTheCommentOrder() {
        var state = makeCommentsState()
        let old = makeComment(1, username: "zoe", createdAt: referenceDate.addingTimeInterval(-100))
        let new = makeComment(2, username: "adam", createdAt: referenceDate)
        _ = state.send(.commentsLoaded(imageID: uuid(1), [old, new]))

        _ = state.press(.character("s"))
        XCTAssertEqual(state.comments?.sort, .newest)
        XCTAssertEqual(state.comments?.sortedComments, [new, old])
        _ = state.press(.character("s"))
        XCTAssertEqual(state.comments?.sortedComments, [old, new])
        _ = state.press(.character("s"))
        XCTAssertEqual(state.comments?.sort, .author)
        XCTAssertEqual(state.comments?.sortedComments, [new, old])
        _ = state.press(.character("s"))
        XCTAssertEqual(state.comments?.sort, .api)
    }

    func test_f_followsByReloadingEveryFewSecondsUntilPressedAgain() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), []))

        _ = state.press(.character("f"))
        XCTAssertTrue(state.needsTicks)
        let quiet = (1..<BrowserLayout.followTicks).flatMap { _ in state.send(.tick) }
        let reload = state.send(.tick)

        XCTAssertEqual(quiet, [])
        XCTAssertEqual(reload, [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsLoaded(imageID: uuid(1), []))
        _ = state.press(.character("f"))
        XCTAssertEqual((0..<BrowserLayout.followTicks).flatMap { _ in state.send(.tick) }, [])
    }

    func test_questionMark_showsTheKeysOnTheCommentsScreen() {
        var state = makeCommentsState()

        _ = state.press(.character("?"))
        XCTAssertTrue(state.showsHelp)
        XCTAssertEqual(state.press(.escape), [])

        XCTAssertEqual(state.screen, .comments)
    }

    func test_backToTheFeed_keepsTheSelection() {
        var (state, _) = makeLoadedState()
        _ = state.press(.down, .down, .enter)

        _ = state.press(.escape)

        XCTAssertEqual(state.feed.selection, 2)
    }

    // MARK: - Helpers

    private func makeCommentsState(size: TerminalSize = standardSize) -> BrowserState {
        var (state, _) = makeLoadedState(size: size)
        _ = state.press(.enter)
        return state
    }
}
