import ImageComments
import Testing

@testable import FeedBrowser

@Suite("BrowserState comment composer: typing, sending, failing and retrying drafts")
struct BrowserStateComposerTests {
    @Test("c opens the composer, whose keys are typed")
    func cOpensTheComposerWhoseKeysAreTyped() {
        var state = makeCommentsState()

        _ = state.press(.character("c"))
        _ = state.type("hq j")
        _ = state.press(.backspace)

        #expect(state.comments?.composer?.text == "hq ")
        #expect(state.screen == .comments)
    }

    @Test("Enter sends the comment with a sending state")
    func enterSendsTheCommentWithASendingState() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type(" Nice! ")

        let effects = state.press(.enter)

        #expect(effects == [.postComment(imageID: uuid(1), message: "Nice!", draftID: 1)])
        #expect(state.comments?.composer == nil)
        #expect(state.drafts[uuid(1)] == [CommentDraft(id: 1, message: "Nice!", status: .sending)])
        #expect(state.needsTicks)
    }

    @Test("a posted comment replaces the draft with the created comment")
    func commentPostedReplacesTheDraftWithTheCreatedComment() {
        var state = makeCommentsState()
        _ = state.send(.commentsLoaded(imageID: uuid(1), [makeComment(1)]))
        _ = state.press(.character("c"))
        _ = state.type("Nice!")
        _ = state.press(.enter)

        _ = state.send(.commentPosted(draftID: 1, makeComment(9, message: "Nice!")))

        #expect(state.drafts[uuid(1)] == nil)
        #expect(state.comments?.comments == [makeComment(1), makeComment(9, message: "Nice!")])
    }

    @Test("a failed post keeps the text, and Enter retries")
    func commentPostFailedKeepsTheTextAndEnterRetries() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("Nice!")
        _ = state.press(.enter)

        _ = state.send(.commentPostFailed(draftID: 1, anyFailure))
        #expect(state.drafts[uuid(1)] == [CommentDraft(id: 1, message: "Nice!", status: .failed(anyFailure))])

        #expect(state.press(.enter) == [.postComment(imageID: uuid(1), message: "Nice!", draftID: 1)])
        #expect(state.drafts[uuid(1)]?.first?.status == .sending)
    }

    @Test("drafts survive leaving and reopening the comments")
    func draftsSurviveLeavingAndReopeningTheComments() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("Nice!")
        _ = state.press(.enter)
        _ = state.press(.escape, .escape)

        _ = state.send(.commentPostFailed(draftID: 1, anyFailure))
        _ = state.press(.enter)

        #expect(state.screen == .comments)
        #expect(state.drafts[uuid(1)]?.first?.message == "Nice!")
        #expect(state.press(.enter) == [.postComment(imageID: uuid(1), message: "Nice!", draftID: 1)])
    }

    @Test("Esc closes the composer and keeps the text for next time")
    func escapeClosesTheComposerAndKeepsTheTextForNextTime() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("half a thought")

        #expect(state.press(.escape) == [])
        #expect(state.comments?.composer == nil)
        #expect(state.screen == .comments)
        _ = state.press(.escape, .enter, .character("c"))

        #expect(state.comments?.composer?.text == "half a thought")
    }

    @Test("Enter does not send a blank or too long comment")
    func enterDoesNotSendABlankOrTooLongComment() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("   ")

        #expect(state.press(.enter) == [])
        _ = state.type(String(repeating: "a", count: NewCommentMessage.maximumLength + 1))
        #expect(state.press(.enter) == [])
        #expect(state.comments?.composer?.text.count == NewCommentMessage.maximumLength + 4, "nothing typed is lost")
    }

    @Test("Enter refuses what `comment` refuses, a message of zero-width characters only, and says it is blank")
    func enterRefusesAnInvisibleOnlyComment() {
        var state = makeCommentsState()
        _ = state.press(.character("c"))
        _ = state.type("\u{200B}\u{200B}")

        #expect(state.press(.enter) == [])
        #expect(state.comments?.composer?.refusal == .invisibleOnly)
    }

    @Test("c does nothing without a way to post")
    func cDoesNothingWithoutAPoster() {
        var (state, _) = makeLoadedState(canPost: false)
        _ = state.press(.enter)

        _ = state.press(.character("c"))

        #expect(state.comments?.composer == nil)
    }

    // MARK: - Helpers

    private func makeCommentsState() -> BrowserState {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)
        return state
    }
}
