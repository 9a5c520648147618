import ImageComments
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState grouping comments by author with a")
struct BrowserStateCommentsGroupingTests {
    @Test("comments start ungrouped, in one unnamed group")
    func commentsStartUngroupedInOneUnnamedGroup() {
        var state = makeCommentsState()
        let comments = [ana1, bo, ana2]
        _ = state.send(.commentsLoaded(imageID: uuid(1), comments))

        #expect(state.comments?.groupsByAuthor == false)
        #expect(state.comments?.groups == [ImageCommentsGroup(username: "", comments: comments)])
        #expect(state.comments?.groupHeaderLines == 0)
    }

    @Test("a groups by author in order of first appearance, and pressed again ungroups")
    func aGroupsByAuthorInOrderOfFirstAppearanceAndPressedAgainUngroups() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1, bo, ana2]))

        #expect(state.press(.character("a")) == [])
        #expect(state.comments?.groupsByAuthor == true)
        #expect(
            state.comments?.groups == [
                ImageCommentsGroup(username: "ana", comments: [ana1, ana2]),
                ImageCommentsGroup(username: "bo", comments: [bo]),
            ])
        #expect(state.comments?.groupHeaderLines == 2)

        _ = state.press(.character("a"))
        #expect(state.comments?.groupsByAuthor == false)
        #expect(state.comments?.groups.map(\.username) == [""])
    }

    @Test("grouping keeps the chosen sort inside and across groups")
    func groupingKeepsTheChosenSortInsideAndAcrossGroups() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1, bo, ana2]))

        _ = state.press(.character("a"), .character("s"))

        #expect(state.comments?.sort == .newest)
        #expect(state.comments?.groupsByAuthor == true, "sorting keeps the grouping")
        #expect(
            state.comments?.groups == [
                ImageCommentsGroup(username: "ana", comments: [ana2, ana1]),
                ImageCommentsGroup(username: "bo", comments: [bo]),
            ])
        _ = state.press(.character("s"))
        #expect(state.comments?.sort == .oldest)
        #expect(state.comments?.groups.map(\.username) == ["ana", "bo"])
        #expect(state.comments?.groups.first?.comments == [ana1, ana2])
    }

    @Test("grouping survives reloading and following, and groups the reloaded comments")
    func groupingSurvivesReloadAndFollowingAndGroupsTheReloadedComments() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1]))
        _ = state.press(.character("a"))

        #expect(state.press(.character("r")) == [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsLoaded(imageID: uuid(1), [ana1, bo, ana2]))
        _ = state.press(.character("f"))

        #expect(state.comments?.groupsByAuthor == true)
        #expect(state.comments?.groups.map(\.count) == [2, 1])
    }

    @Test("grouping is for this image's comments: another image starts ungrouped")
    func groupingIsForThisImagesCommentsAnotherImageStartsUngrouped() {
        var state = makeCommentsState()
        _ = state.press(.character("a"))

        _ = state.press(.escape, .down, .enter)

        #expect(state.comments?.image.id == uuid(2))
        #expect(state.comments?.groupsByAuthor == false)
    }

    @Test("a in the composer is typed text")
    func aInTheComposerIsTypedText() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))

        _ = state.press(.character("a"))

        #expect(state.comments?.composer?.text == "a")
        #expect(state.comments?.groupsByAuthor == false)
    }

    @Test("a on the feed screen groups nothing")
    func aOnTheFeedScreenDoesNotGroupAnything() {
        var (state, _) = makeLoadedState()

        #expect(state.press(.character("a")) == [])

        #expect(state.screen == .feed)
        #expect(state.comments == nil)
    }

    @Test("a starts the list again at the top")
    func aStartsTheListAgainAtTheTop() {
        var state = makeCommentsState(size: .init(columns: 40, rows: 10))
        _ = state.send(.commentsLoaded(imageID: uuid(1), (1...10).map { makeComment($0) }))
        _ = state.press(.character("G"))
        #expect(state.comments?.top != 0)

        _ = state.press(.character("a"))

        #expect(state.comments?.top == 0)
    }

    @Test("scrolling while grouped reaches the last line, counting the group headers")
    func scrollingWhileGroupedReachesTheLastLineIncludingTheGroupHeaders() {
        var state = makeCommentsState(size: .init(columns: 40, rows: 10))
        let comments = (1...10).map { makeComment($0, username: $0.isMultiple(of: 2) ? "even" : "odd") }
        _ = state.send(.commentsLoaded(imageID: uuid(1), comments))
        let viewport = BrowserLayout.commentsViewportLines(state.size, composerOpen: false)
        let content = 2 + 10 * 3

        _ = state.press(.character("a"), .character("G"))
        #expect(state.comments?.top == content - viewport)
        _ = state.press(.down)
        #expect(state.comments?.top == content - viewport)

        _ = state.press(.character("a"), .character("G"))
        #expect(state.comments?.top == content - 2 - viewport, "ungrouped again: no header lines")
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
