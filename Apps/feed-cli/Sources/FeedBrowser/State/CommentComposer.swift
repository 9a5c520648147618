import ImageComments
import TerminalUI

/// The open composer (`c`): the line being typed, and why Enter did not send it when it did not.
struct CommentComposer: Equatable, Sendable {
    /// Why Enter sent nothing.
    enum Refusal: Equatable, Sendable {
        /// Nothing visible was typed: blanks, controls, zero-width characters.
        case blank
        /// Longer than `NewCommentMessage.maximumLength`.
        case tooLong

        init(_ error: NewCommentMessage.ValidationError) {
            switch error {
            case .empty, .whitespaceOnly, .invisibleOnly: self = .blank
            case .tooLong: self = .tooLong
            }
        }
    }

    var line: EditableLine
    var refusal: Refusal?

    init(_ line: EditableLine = EditableLine()) {
        self.line = line
    }

    var text: String { line.text }
}
