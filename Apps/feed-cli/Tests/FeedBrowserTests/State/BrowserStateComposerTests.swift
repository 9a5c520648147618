import XCTest

@testable import FeedBrowser

final class BrowserStateComposerTests: XCTestCase {
    func test_c_opensTheComposer_whoseKeysAreTyped() {
        var state = makeCommentsState()

        _ = state.press(.character("c"))
        _ = state.type("hq j")
        _ = state.press(.backspace)

        XCTAssertEqual(state.comments?.composer, "hq ")
        XCTAssertEqual(state.screen, .comments)
    }

    func test_enter_sendsTheCommentWithASendingState() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type(" Nice! ")

        let effects = state.press(.enter)

        XCTAssertEqual(effects, [.postComment(imageID: uuid(1), message: "Nice!", draftID: 1)])
        XCTAssertNil(state.comments?.composer)
        XCTAssertEqual(state.drafts[uuid(1)], [CommentDraft(id: 1, message: "Nice!", status: .sending)])
        XCTAssertTrue(state.needsTicks)
    }

    func test_commentPosted_replacesTheDraftWithTheCreatedComment() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1)]))
        _ = state.press(.character("c"))
        _ = state.type("Nice!")
        _ = state.press(.enter)

        _ = state.send(.commentPosted(draftID: 1, makeComment(9, message: "Nice!")))

        XCTAssertNil(state.drafts[uuid(1)])
        XCTAssertEqual(state.comments?.comments, [makeComment(1), makeComment(9, message: "Nice!")])
    }

    func test_commentPostFailed_keepsTheTextAndEnterRetries() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("Nice!")
        _ = state.press(.enter)

        _ = state.send(.commentPostFailed(draftID: 1, anyFailure))
        XCTAssertEqual(state.drafts[uuid(1)], [CommentDraft(id: 1, message: "Nice!", status: .failed(anyFailure))])

        XCTAssertEqual(state.press(.enter), [.postComment(imageID: uuid(1), message: "Nice!", draftID: 1)])
        XCTAssertEqual(state.drafts[uuid(1)]?.first?.status, .sending)
    }

    func test_drafts_surviveLeavingAndReopeningTheComments() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("Nice!")
        _ = state.press(.enter)
        _ = state.press(.escape, .escape)

        _ = state.send(.commentPostFailed(draftID: 1, anyFailure))
        _ = state.press(.enter)

        XCTAssertEqual(state.screen, .comments)
        XCTAssertEqual(state.drafts[uuid(1)]?.first?.message, "Nice!")
        XCTAssertEqual(state.press(.enter), [.postComment(imageID: uuid(1), message: "Nice!", draftID: 1)])
    }

    func test_escape_closesTheComposerAndKeepsTheTextForNextTime() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("half a thought")

        XCTAssertEqual(state.press(.escape), [])
        XCTAssertNil(state.comments?.composer)
        XCTAssertEqual(state.screen, .comments)
        _ = state.press(.escape, .enter, .character("c"))

        XCTAssertEqual(state.comments?.composer, "half a thought")
    }

    func test_enter_doesNotSendABlankOrTooLongComment() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("   ")

        XCTAssertEqual(state.press(.enter), [])
        _ = state.type(String(repeating: "a", count: BrowserLayout.maximumCommentLength + 1))
        XCTAssertEqual(state.press(.enter), [])
        XCTAssertEqual(state.comments?.composer?.count, BrowserLayout.maximumCommentLength + 4, "nothing typed is lost")
    }

    func test_c_doesNothingWithoutAPoster() {
        var (state, _) = makeLoadedState(canPost: false)
        _ = state.press(.enter)

        _ = state.press(.character("c"))

        XCTAssertNil(state.comments?.composer)
    }

    // MARK: - Helpers

    private func makeCommentsState() -> BrowserState {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)
        return state
    }
}
