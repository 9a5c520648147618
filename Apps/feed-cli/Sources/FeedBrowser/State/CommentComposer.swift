import TerminalUI

/// The open composer (`c`): the line being typed, and why Enter did not send it when it did not.
struct CommentComposer: Equatable, Sendable {
    /// Why Enter sent nothing.
    enum Refusal: Equatable, Sendable {
        /// Nothing but blanks was typed.
        case blank
        /// Longer than `BrowserLayout.maximumCommentLength`.
        case tooLong
    }

    var line: EditableLine
    var refusal: Refusal?

    init(_ line: EditableLine = EditableLine()) {
        self.line = line
    }

    var text: String { line.text }
}
