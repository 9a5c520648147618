/// One line of text being typed, with a cursor between characters (graphemes), edited by the keys people
/// expect of a shell prompt: ←/→, Home/End and Ctrl-A/E move; Backspace, Delete and Ctrl-U/K/W delete.
public struct EditableLine: Equatable, Sendable {
    /// What was typed.
    public private(set) var text: String
    /// The cursor, in characters from the start: 0 before the first, `text.count` after the last.
    public private(set) var cursor: Int

    /// `text` with the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// `text` with the cursor `cursor` characters in, kept inside the text.
    public init(_ text: String, cursor: Int) {
        self.text = text
        self.cursor = min(max(0, cursor), text.count)
    }

    /// Applies a typed character or an editing key; false for a key that does not edit (Enter, Esc, ↑, ↓…).
    public mutating func edit(_ key: Key) -> Bool {
        switch key {
        case let .character(character): insert(character)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .backspace: replace(max(0, cursor - 1)..<cursor)
        case .delete: replace(cursor..<min(text.count, cursor + 1))
        case .control("u"): replace(0..<cursor)
        case .control("k"): replace(cursor..<text.count)
        case .control("w"): replace(wordStart..<cursor)
        default: return false
        }
        return true
    }

    /// Inserts `character` at the cursor and moves the cursor past it.
    public mutating func insert(_ character: Character) {
        replace(cursor..<cursor, with: String(character))
    }

    /// Replaces the characters in `range` and leaves the cursor after the replacement (a combining mark
    /// joins the character before it, so the count comes from the text, not the arithmetic).
    private mutating func replace(_ range: Range<Int>, with replacement: String = "") {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        let before = String(text[..<start]) + replacement
        text = before + text[end...]
        cursor = min(before.count, text.count)
    }

    /// Where the word before the cursor starts: back over blanks, then over what is not blank (Ctrl-W of a shell).
    private var wordStart: Int {
        let before = Array(text.prefix(cursor))
        var start = before.count
        while start > 0, before[start - 1].isWhitespace { start -= 1 }
        while start > 0, !before[start - 1].isWhitespace { start -= 1 }
        return start
    }
}
