import TerminalUI

/// The `/` filter of the feed: its line, edited as the comment composer's is, and whether keys are still typed into
/// it.
struct SearchField: Equatable, Sendable {
    var line = EditableLine()
    var isEditing = true

    init(text: String = "", isEditing: Bool = true) {
        line = EditableLine(text)
        self.isEditing = isEditing
    }

    var text: String { line.text }
}
