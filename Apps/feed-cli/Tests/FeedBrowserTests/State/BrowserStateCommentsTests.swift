import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState on the comments screen: loading, going back, scrolling, sorting, following")
struct BrowserStateCommentsTests {
    @Test(
        "a back key returns to the feed and cancels a running comments load",
        arguments: [Key.escape, .left, .character("h"), .backspace, .character("q")])
    func backKeysReturnToTheFeedAndCancelARunningCommentsLoad(key: Key) {
        var state = makeCommentsState()

        let effects = state.press(key)

        #expect(effects == [.cancelComments], "\(key)")
        #expect(state.screen == .feed)
        #expect(state.comments == nil)
        #expect(!state.isQuitting)
    }

    @Test("going back after the comments loaded cancels nothing")
    func backAfterTheCommentsLoadedCancelsNothing() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1)]))

        #expect(state.press(.escape) == [])
        #expect(state.screen == .feed)
    }

    @Test("loaded comments are shown in the API's order")
    func commentsLoadedShowsTheCommentsInAPIOrder() {
        var state = makeCommentsState()
        let comments = [makeComment(2), makeComment(1), makeComment(3)]

        _ = state.send(.commentsLoaded(imageID: uuid(1), comments))

        #expect(state.comments?.groups.flatMap(\.comments) == comments)
        #expect(state.comments?.isLoading == false)
    }

    @Test("a comments outcome for another image, or after going back, is ignored")
    func commentsOutcomeForAnotherImageOrAfterGoingBackIsIgnored() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(2), [makeComment(1)]))
        #expect(state.comments?.comments == [])
        #expect(state.comments?.isLoading == true)

        _ = state.press(.escape)
        _ = state.send(
            .commentsLoaded(imageID: uuid(1), [makeComment(1)]), .commentsFailed(imageID: uuid(1), anyFailure))

        #expect(state.comments == nil)
        #expect(state.screen == .feed)
    }

    @Test("a comments failure is shown until the next reload")
    func commentsFailedShowsTheFailureUntilTheNextReload() {
        var state = makeCommentsState()

        _ = state.send(.commentsFailed(imageID: uuid(1), anyFailure))
        #expect(state.comments?.failure == anyFailure)
        _ = state.press(.character("j"), .character("s"))
        #expect(state.comments?.failure == anyFailure)

        #expect(state.press(.character("r")) == [.loadComments(imageID: uuid(1))])
        #expect(state.comments?.failure == nil)
        #expect(state.comments?.isLoading == true)
    }

    @Test("r reloads loaded comments")
    func rReloadsLoadedComments() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1)]))

        #expect(state.press(.character("r")) == [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1), makeComment(2)]))

        #expect(state.comments?.comments.count == 2)
    }

    @Test("the scroll keys move through the comment lines within the content")
    func scrollKeysMoveThroughTheCommentLinesWithinTheContent() {
        var state = makeCommentsState(size: .init(columns: 40, rows: 10))
        _ = state.send(.commentsLoaded(imageID: uuid(1), (1...10).map { makeComment($0) }))
        let viewport = BrowserLayout.commentsViewportLines(state.size, composerOpen: false)
        let content = 10 * 3

        _ = state.press(.down, .character("j"))
        #expect(state.comments?.top == 2)
        _ = state.press(.up)
        #expect(state.comments?.top == 1)
        _ = state.press(.character("G"))
        #expect(state.comments?.top == content - viewport)
        _ = state.press(.pageDown)
        #expect(state.comments?.top == content - viewport)
        _ = state.press(.pageUp)
        #expect(state.comments?.top == content - 2 * viewport)
        _ = state.press(.character("g"), .character("k"))
        #expect(state.comments?.top == 0)
    }

    @Test("s cycles the comment order")
    func sCyclesTheCommentOrder() {
        var state = makeCommentsState()
        let old = makeComment(1, username: "zoe", createdAt: referenceDate.addingTimeInterval(-100))
        let new = makeComment(2, username: "adam", createdAt: referenceDate)
        _ = state.send(.commentsLoaded(imageID: uuid(1), [old, new]))

        _ = state.press(.character("s"))
        #expect(state.comments?.sort == .newest)
        #expect(state.comments?.groups.flatMap(\.comments) == [new, old])
        _ = state.press(.character("s"))
        #expect(state.comments?.groups.flatMap(\.comments) == [old, new])
        _ = state.press(.character("s"))
        #expect(state.comments?.sort == .author)
        #expect(state.comments?.groups.flatMap(\.comments) == [new, old])
        _ = state.press(.character("s"))
        #expect(state.comments?.sort == .api)
    }

    @Test("f follows by reloading every few seconds until pressed again")
    func fFollowsByReloadingEveryFewSecondsUntilPressedAgain() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), []))

        _ = state.press(.character("f"))
        #expect(state.needsTicks)
        let quiet = (1..<BrowserLayout.followTicks).flatMap { _ in state.send(.tick) }
        let reload = state.send(.tick)

        #expect(quiet == [])
        #expect(reload == [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsLoaded(imageID: uuid(1), []))
        _ = state.press(.character("f"))
        #expect((0..<BrowserLayout.followTicks).flatMap { _ in state.send(.tick) } == [])
    }

    @Test("? shows the keys on the comments screen")
    func questionMarkShowsTheKeysOnTheCommentsScreen() {
        var state = makeCommentsState()

        _ = state.press(.character("?"))
        #expect(state.showsHelp)
        #expect(state.press(.escape) == [])

        #expect(state.screen == .comments)
    }

    @Test("going back to the feed keeps the selection")
    func backToTheFeedKeepsTheSelection() {
        var (state, _) = makeLoadedState()
        _ = state.press(.down, .down, .enter)

        _ = state.press(.escape)

        #expect(state.feed.selection == 2)
    }

    // MARK: - Helpers

    private func makeCommentsState(size: TerminalSize = standardSize) -> BrowserState {
        var (state, _) = makeLoadedState(size: size)
        _ = state.press(.enter)
        return state
    }
}
