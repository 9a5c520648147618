extension EditableLine {
    /// The part of a line that fits in some columns around its cursor, made safe for the terminal.
    public struct Window: Equatable, Sendable {
        /// Whether text before `before` is hidden (drawn as `…`).
        public let isClippedAtStart: Bool
        /// The text shown before the cursor.
        public let before: String
        /// The character under the cursor, or a space at the end of the text.
        public let atCursor: String
        /// The text shown after the cursor.
        public let after: String
        /// Whether text after `after` is hidden (drawn as `…`).
        public let isClippedAtEnd: Bool
    }

    /// What to show in `width` columns, `…` marks included: everything when it fits, else the start when the
    /// cursor is in it, else the text up to the cursor near the right edge, then what still fits after it.
    public func window(width: Int) -> Window {
        let cells = (text.map { TerminalText.safe(String($0)) }) + [" "]
        let widths = cells.map(DisplayWidth.of)
        let first = Self.firstVisible(widths, cursor: cursor, width: max(1, width))
        let clippedStart = first > 0
        var used = (clippedStart ? 1 : 0) + widths[first...cursor].reduce(0, +)
        var end = cursor + 1
        while end < cells.count - 1, used + widths[end] + (end < cells.count - 2 ? 1 : 0) <= width {
            used += widths[end]
            end += 1
        }
        return Window(
            isClippedAtStart: clippedStart, before: cells[first..<cursor].joined(), atCursor: cells[cursor],
            after: cells[(cursor + 1)..<end].joined(), isClippedAtEnd: end < cells.count - 1)
    }

    /// The first cell to show: 0 when the text up to the cursor fits with room for a trailing `…`, else the one
    /// that leaves the cursor's cell last, between a leading `…` and, when text follows, a trailing one.
    private static func firstVisible(_ widths: [Int], cursor: Int, width: Int) -> Int {
        let total = widths.dropLast().reduce(0, +)
        let throughCursor = widths[...cursor].reduce(0, +)
        if total + 1 <= width || throughCursor + 1 <= width { return 0 }
        var first = cursor
        var used = 1 + widths[cursor] + (cursor < widths.count - 2 ? 1 : 0)
        while first > 0, used + widths[first - 1] <= width {
            used += widths[first - 1]
            first -= 1
        }
        return first
    }
}
