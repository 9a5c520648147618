import ImageComments
import TerminalUI
import XCTest

@testable import FeedBrowser

final class BrowserStateCommentsGroupingTests: XCTestCase {
    func test_comments_startUngrouped_inOneUnnamedGroup() {
        var state = makeCommentsState()
        let comments = [ana1, bo, ana2]
        _ = state.send(.commentsLoaded(imageID: uuid(1), comments))

        XCTAssertEqual(state.comments?.groupsByAuthor, false)
        XCTAssertEqual(state.comments?.groups, [ImageCommentsGroup(username: "", comments: comments)])
        XCTAssertEqual(state.comments?.groupHeaderLines, 0)
    }

    func test_a_groupsByAuthorInOrderOfFirstAppearance_andPressedAgainUngroups() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1, bo, ana2]))

        XCTAssertEqual(state.press(.character("a")), [])
        XCTAssertEqual(state.comments?.groupsByAuthor, true)
        XCTAssertEqual(
            state.comments?.groups,
            [
                ImageCommentsGroup(username: "ana", comments: [ana1, ana2]),
                ImageCommentsGroup(username: "bo", comments: [bo]),
            ])
        XCTAssertEqual(state.comments?.groupHeaderLines, 2)

        _ = state.press(.character("a"))
        XCTAssertEqual(state.comments?.groupsByAuthor, false)
        XCTAssertEqual(state.comments?.groups.map(\.username), [""])
    }

    func test_grouping_keepsTheChosenSortInsideAndAcrossGroups() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1, bo, ana2]))

        _ = state.press(.character("a"), .character("s"))

        XCTAssertEqual(state.comments?.sort, .newest)
        XCTAssertEqual(state.comments?.groupsByAuthor, true, "sorting keeps the grouping")
        XCTAssertEqual(
            state.comments?.groups,
            [
                ImageCommentsGroup(username: "ana", comments: [ana2, ana1]),
                ImageCommentsGroup(username: "bo", comments: [bo]),
            ])
        _ = state.press(.character("s"))
        XCTAssertEqual(state.comments?.sort, .oldest)
        XCTAssertEqual(state.comments?.groups.map(\.username), ["ana", "bo"])
        XCTAssertEqual(state.comments?.groups.first?.comments, [ana1, ana2])
    }

    func test_grouping_survivesReloadAndFollowing_andGroupsTheReloadedComments() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1]))
        _ = state.press(.character("a"))

        XCTAssertEqual(state.press(.character("r")), [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1, bo, ana2]))
        _ = state.press(.character("f"))

        XCTAssertEqual(state.comments?.groupsByAuthor, true)
        XCTAssertEqual(state.comments?.groups.map(\.count), [2, 1])
    }

    func test_grouping_isForThisImagesComments_anotherImageStartsUngrouped() {
        var state = makeCommentsState()
        _ = state.press(.character("a"))

        _ = state.press(.escape, .down, .enter)

        XCTAssertEqual(state.comments?.image.id, uuid(2))
        XCTAssertEqual(state.comments?.groupsByAuthor, false)
    }

    func test_a_inTheComposer_isTypedText() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))

        _ = state.press(.character("a"))

        XCTAssertEqual(state.comments?.composer, "a")
        XCTAssertEqual(state.comments?.groupsByAuthor, false)
    }

    func test_a_onTheFeedScreen_doesNotGroupAnything() {
        var (state, _) = makeLoadedState()

        XCTAssertEqual(state.press(.character("a")), [])

        XCTAssertEqual(state.screen, .feed)
        XCTAssertNil(state.comments)
    }

    func test_a_startsTheListAgainAtTheTop() {
        var state = makeCommentsState(size: .init(columns: 40, rows: 10))
        _ = state.send(.commentsLoaded(imageID: uuid(1), (1...10).map { makeComment($0) }))
        _ = state.press(.character("G"))
        XCTAssertNotEqual(state.comments?.top, 0)

        _ = state.press(.character("a"))

        XCTAssertEqual(state.comments?.top, 0)
    }

    func test_scrollingWhileGrouped_reachesTheLastLineIncludingTheGroupHeaders() {
        var state = makeCommentsState(size: .init(columns: 40, rows: 10))
        let comments = (1...10).map { makeComment($0, username: $0.isMultiple(of: 2) ? "even" : "odd") }
        _ = state.send(.commentsLoaded(imageID: uuid(1), comments))
        let viewport = BrowserLayout.commentsViewportLines(state.size, composerOpen: false)
        let content = 2 + 10 * 3

        _ = state.press(.character("a"), .character("G"))
        XCTAssertEqual(state.comments?.top, content - viewport)
        _ = state.press(.down)
        XCTAssertEqual(state.comments?.top, content - viewport)

        _ = state.press(.character("a"), .character("G"))
        XCTAssertEqual(state.comments?.top, content - 2 - viewport, "ungrouped again: no header lines")
    }

    // MARK: - Helpers

    private let ana1 = makeComment(1, username: "ana", createdAt: referenceDate.addingTimeInterval(-300))
    private let bo = makeComment(2, username: "bo", createdAt: referenceDate.addingTimeInterval(-200))
    private let ana2 = makeComment(3, username: "ana", createdAt: referenceDate.addingTimeInterval(-100))

    private func makeCommentsState(size: TerminalSize = standardSize) -> BrowserState {
        var (state, _) = makeLoadedState(size: size)
        _ = state.press(.enter)
        return state
    }
}
