import ImageComments
import TerminalUI

/// The open composer's lines: `› text` with the cursor (a reverse-video cell, `▏` without colour) kept in view, a
/// counter past the limit (counting as the comment rule does: the blanks around the text do not count), and key
/// hints led by why Enter sent nothing, when it did not.
struct CommentComposerRenderer {
    let theme: Theme
    let language: String
    let columns: Int

    func line(_ composer: CommentComposer) -> FrameLine {
        let count = NewCommentMessage.length(of: composer.text)
        let limit = NewCommentMessage.maximumLength
        let counter = count > limit ? "\(count)/\(limit)" : ""
        let room = max(2, columns - 4 - (counter.isEmpty ? 0 : counter.count + 2))
        var line = FrameLine(" › ", style: theme.accent)
        composer.line.appendField(to: &line, width: room, theme: theme)
        line.appendRight(counter.isEmpty ? "" : counter + " ", theme.error)
        return line
    }

    func footer(_ composer: CommentComposer) -> FrameLine {
        var line = FrameLine()
        if let refusal = composer.refusal {
            line.append(" " + BrowserStrings.string(refusalKey(refusal), language: language) + " ·", theme.warning)
        }
        let hints = HintText.hints([("⏎", .send), ("Esc", .closeKeepDraft)], language: language)
        line.append(" " + KeyHints.join(hints), theme.secondary)
        return line
    }

    private func refusalKey(_ refusal: CommentComposer.Refusal) -> BrowserStrings.Key {
        switch refusal {
        case .blank: .composerBlank
        case .tooLong: .composerTooLong
        }
    }
}
