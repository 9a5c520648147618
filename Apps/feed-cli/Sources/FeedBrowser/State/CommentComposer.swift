import ImageComments
import TerminalUI

/// The open composer (`c`): the line being typed, and why Enter did not send it when it did not.
struct CommentComposer: Equatable, Sendable {
    var line: EditableLine
    /// Why Enter sent nothing, when it did not: the rule `comment` follows too, and says in the same words.
    var refusal: NewCommentMessage.ValidationError?

    init(_ line: EditableLine = EditableLine()) {
        self.line = line
    }

    var text: String { line.text }
}
