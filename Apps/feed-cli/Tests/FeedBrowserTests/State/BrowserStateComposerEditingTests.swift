import ImageComments
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState comment composer: a cursor, the editing keys, and why Enter sends nothing")
struct BrowserStateComposerEditingTests {
    @Test("← → Home End and Ctrl-A/E move the cursor; typing inserts there; ← does not leave the screen")
    func movingKeysMoveTheCursor() {
        var state = makeComposingState("one two")

        _ = state.press(.left, .left, .left, .left)
        _ = state.type(",")
        _ = state.press(.home, .right)
        _ = state.type("-")

        #expect(state.comments?.composer?.line == EditableLine("o-ne, two", cursor: 2))
        _ = state.press(.control("e"))
        #expect(state.comments?.composer?.line.cursor == 9)
        _ = state.press(.control("a"))
        #expect(state.comments?.composer?.line.cursor == 0)
        _ = state.press(.end)
        #expect(state.comments?.composer?.line.cursor == 9)
        #expect(state.screen == .comments)
    }

    @Test("Delete deletes under the cursor, Backspace before it, Ctrl-W the word before, Ctrl-K to the end")
    func deletingKeysDelete() {
        var state = makeComposingState("first second third")

        _ = state.press(.home, .delete)
        _ = state.press(.end, .backspace)
        #expect(state.comments?.composer?.text == "irst second thir")

        _ = state.press(.control("w"))
        #expect(state.comments?.composer?.text == "irst second ")

        _ = state.press(.home, .right, .control("k"))
        #expect(state.comments?.composer?.line == EditableLine("i", cursor: 1))
    }

    @Test("Ctrl-U clears a 1,004-character draft in one key")
    func controlUClearsALongDraft() {
        var state = makeComposingState(String(repeating: "x", count: 1_004))

        _ = state.press(.control("u"))

        #expect(state.comments?.composer?.text == "")
        #expect(state.composerLines[uuid(1)] == nil, "nothing left to keep")
    }

    @Test("Enter on blanks sends nothing and says why, until the next edit")
    func enterOnBlanksSaysWhy() {
        var state = makeComposingState("   ")

        #expect(state.press(.enter) == [])
        #expect(state.comments?.composer?.refusal == .whitespaceOnly)

        _ = state.type("ok")
        #expect(state.comments?.composer?.refusal == nil)
        #expect(state.comments?.composer?.text == "   ok", "nothing typed is lost")
    }

    @Test("Enter on a comment past the limit sends nothing and says it is too long")
    func enterOnATooLongCommentSaysWhy() {
        var state = makeComposingState(String(repeating: "x", count: NewCommentMessage.maximumLength + 1))

        #expect(state.press(.enter) == [])

        #expect(state.comments?.composer?.refusal == .tooLong(length: 1_001, maximum: 1_000))
    }

    @Test("Esc keeps the text and the cursor: c brings both back, also after leaving the comments")
    func escapeKeepsTextAndCursor() {
        var state = makeComposingState("half a thought")
        _ = state.press(.home, .right)

        _ = state.press(.escape)
        #expect(state.comments?.composer == nil)
        _ = state.press(.character("c"))
        #expect(state.comments?.composer?.line == EditableLine("half a thought", cursor: 1))

        _ = state.press(.escape, .escape, .enter, .character("c"))
        #expect(state.comments?.composer?.line == EditableLine("half a thought", cursor: 1))
    }

    @Test("a sent comment leaves an empty composer for next time")
    func aSentCommentLeavesAnEmptyComposer() {
        var state = makeComposingState("Nice!")
        _ = state.press(.home)

        _ = state.press(.enter, .character("c"))

        #expect(state.comments?.composer == CommentComposer())
    }

    // MARK: - Helpers

    /// The comments of the first image, loaded with none, and the composer open on `text`.
    private func makeComposingState(_ text: String) -> BrowserState {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)
        _ = state.send(.commentsLoaded(imageID: uuid(1), []))
        _ = state.press(.character("c"))
        _ = state.type(text)
        return state
    }
}
