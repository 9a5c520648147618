import ImageComments
import Testing

@Suite("NewCommentMessage.validate")
struct NewCommentMessageTests {
    @Test(
        "accepts a message with a visible character and at most 1,000 characters",
        arguments: [
            "hi", " padded ", "x", "line one\nline two", "ελληνικά 中文 👍🏽", "\u{200B}a\u{200B}", "e\u{0301}",
            "\u{202E}abc", "한글",
        ])
    func accepts(message: String) throws {
        try NewCommentMessage.validate(message)
    }

    @Test("accepts exactly 1,000 characters, counting a family emoji as one")
    func acceptsMaximum() throws {
        try NewCommentMessage.validate(String(repeating: "a", count: 1_000))
        try NewCommentMessage.validate(String(repeating: "👨‍👩‍👧‍👦", count: 1_000))
    }

    @Test("rejects an empty message")
    func empty() {
        #expect(throws: NewCommentMessage.ValidationError.empty) { try NewCommentMessage.validate("") }
    }

    @Test(
        "rejects a whitespace-only message", arguments: [" ", "   ", "\n", "\t \r\n", "\u{00A0}", "\u{2003}\u{3000}"])
    func whitespaceOnly(message: String) {
        #expect(throws: NewCommentMessage.ValidationError.whitespaceOnly) { try NewCommentMessage.validate(message) }
    }

    @Test(
        "rejects a message with nothing visible: controls, an escape sequence, zero-width and bidi characters, marks alone, fillers",
        arguments: [
            "\u{07}", "\u{1B}[2J", "\u{1B}", "\u{00}\u{01}\u{7F}", "\u{200B}", "\u{200B}\u{200D}\u{FEFF}", "\u{202E}",
            "\u{0301}\u{0301}", "\u{3164}", "\u{115F}\u{1160}", "\u{2800}", "\u{85}\u{9B}", "\u{1B}]0;title\u{1B}\\",
            "\u{1B}]8;;http://x\u{07}", " \u{200B} \u{3164} ",
        ])
    func invisibleOnly(message: String) {
        #expect(throws: NewCommentMessage.ValidationError.invisibleOnly) { try NewCommentMessage.validate(message) }
    }

    @Test("rejects more than 1,000 characters, counting what people see", arguments: [1_001, 5_000])
    func tooLong(length: Int) {
        #expect(throws: NewCommentMessage.ValidationError.tooLong(length: length, maximum: 1_000)) {
            try NewCommentMessage.validate(String(repeating: "é", count: length))
        }
    }

    @Test("describes each error in one line")
    func descriptions() {
        #expect(
            NewCommentMessage.ValidationError.tooLong(length: 1_001, maximum: 1_000).description
                == "the message has 1001 characters; the maximum is 1000")
        #expect(NewCommentMessage.ValidationError.empty.description == "the message is empty")
    }

    @Test(
        "prepares a message as it is posted: trimmed of the whitespace and newlines around it",
        arguments: [("hi", "hi"), ("  padded \n", "padded"), ("\tline one\nline two\n", "line one\nline two")])
    func prepares(message: String, posted: String) throws {
        #expect(try NewCommentMessage.prepared(message) == posted)
    }

    @Test("prepares nothing from a message the rule refuses, with the same reason")
    func preparesNothingRefused() {
        #expect(throws: NewCommentMessage.ValidationError.empty) { try NewCommentMessage.prepared("") }
        #expect(throws: NewCommentMessage.ValidationError.whitespaceOnly) { try NewCommentMessage.prepared(" \n ") }
        #expect(throws: NewCommentMessage.ValidationError.invisibleOnly) {
            try NewCommentMessage.prepared(" \u{200B} ")
        }
        #expect(throws: NewCommentMessage.ValidationError.tooLong(length: 1_001, maximum: 1_000)) {
            try NewCommentMessage.prepared(" " + String(repeating: "a", count: 1_001) + " ")
        }
    }

    @Test("counts the length after trimming: 1,000 characters with blanks around them are accepted")
    func countsAfterTrimming() throws {
        #expect(try NewCommentMessage.prepared("  " + String(repeating: "a", count: 1_000) + "\n").count == 1_000)
    }
}
