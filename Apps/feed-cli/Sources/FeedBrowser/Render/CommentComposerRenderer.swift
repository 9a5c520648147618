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
            line.append(
                " " + Self.sentence(ImageCommentsPresenter.refusal(refusal, language: language)) + " ·", theme.warning)
        }
        let hints = [("⏎", BrowserStrings.Key.send), ("Esc", .closeKeepDraft)].map {
            KeyHint(keys: $0.0, label: BrowserStrings.string($0.1, language: language), meaning: $0.1)
        }
        line.append(" " + KeyHints.join(hints), theme.secondary)
        return line
    }

    /// `comment`'s words for the refusal, as the hint line's sentence: its first letter in upper case.
    private static func sentence(_ words: String) -> String {
        words.prefix(1).uppercased() + words.dropFirst()
    }
}
