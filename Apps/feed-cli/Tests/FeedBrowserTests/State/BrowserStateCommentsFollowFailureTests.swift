import ImageComments
import Testing

@testable import FeedBrowser

@Suite("BrowserState following comments while the server fails: the comments stay, the failure is one line")
struct BrowserStateCommentsFollowFailureTests {
    @Test("a failed reload keeps the loaded comments and its failure while following retries, until a load succeeds")
    func aFailedReloadKeepsTheCommentsUntilALoadSucceeds() {
        var state = makeFollowingState(comments: [makeComment(1)])

        #expect(reload(&state) == [.loadComments(imageID: uuid(1))])
        _ = state.send(.commentsFailed(imageID: uuid(1), anyFailure))
        #expect(state.comments?.comments == [makeComment(1)])
        #expect(state.comments?.failure == anyFailure)

        #expect(reload(&state) == [.loadComments(imageID: uuid(1))], "following retries")
        #expect(state.comments?.failure == anyFailure, "still failing until the retry answers")

        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1), makeComment(2)]))
        #expect(state.comments?.failure == nil)
        #expect(state.comments?.comments.count == 2)
    }

    @Test("before any comments arrived, r clears the failure to show the load again")
    func beforeAnyCommentsRClearsTheFailure() {
        var state = makeFollowingState(comments: nil)
        _ = state.send(.commentsFailed(imageID: uuid(1), anyFailure))

        _ = state.press(.character("r"))

        #expect(state.comments?.failure == nil)
        #expect(state.comments?.hasLoaded == false)
    }

    // MARK: - Helpers

    /// The comments of the first image, loaded with `comments` (still loading for nil), followed.
    private func makeFollowingState(comments: [ImageComment]?) -> BrowserState {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)
        if let comments { _ = state.send(.commentsLoaded(imageID: uuid(1), comments)) }
        _ = state.press(.character("f"))
        return state
    }

    /// The effects of the ticks until following reloads.
    private func reload(_ state: inout BrowserState) -> [BrowserEffect] {
        (0..<BrowserLayout.followTicks).flatMap { _ in state.send(.tick) }
    }
}
