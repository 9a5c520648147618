import ImageComments
import Testing

@Suite("NewCommentMessage.length(of:): the characters the rule counts, as a counter of what was typed shows them")
struct NewCommentMessageLengthTests {
    @Test("blanks and newlines around the message do not count; those inside do")
    func blanksAroundDoNotCount() {
        #expect(NewCommentMessage.length(of: "  hi there \n") == 8)
        #expect(NewCommentMessage.length(of: "") == 0)
        #expect(NewCommentMessage.length(of: " \n ") == 0)
    }

    @Test("a character is a grapheme cluster, as the rule counts it")
    func characterIsAGraphemeCluster() {
        #expect(NewCommentMessage.length(of: "👍🏽 e\u{301}") == 3)
    }

    @Test(
        "a message is refused as too long exactly when its length is past the maximum",
        arguments: [999, 1_000, 1_001])
    func refusedAsTooLongExactlyPastTheMaximum(characters: Int) {
        let message = "  " + String(repeating: "a", count: characters) + " \n"
        let tooLong = NewCommentMessage.length(of: message) > NewCommentMessage.maximumLength

        let refused: Bool
        do {
            _ = try NewCommentMessage.prepared(message)
            refused = false
        } catch {
            refused = error == .tooLong(length: characters, maximum: NewCommentMessage.maximumLength)
        }

        #expect(refused == tooLong)
        #expect(tooLong == (characters > 1_000))
    }
}
