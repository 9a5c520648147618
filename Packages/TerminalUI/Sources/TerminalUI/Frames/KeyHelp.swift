/// A help screen's table of keys: each row's keys in a column of their own, what they do wrapped beside them, and
/// keys too wide for the column on a line of their own above their meaning.
public struct KeyHelp: Sendable {
    /// The width of the keys' column, a blank column before it.
    public static let keyColumns = 17

    /// The screen's width.
    public let columns: Int
    /// The keys' style.
    public let keyStyle: Style
    /// The meanings' style.
    public let meaningStyle: Style

    /// A table `columns` wide.
    public init(columns: Int, keyStyle: Style, meaningStyle: Style) {
        self.columns = columns
        self.keyStyle = keyStyle
        self.meaningStyle = meaningStyle
    }

    /// A whole help screen: the title, a blank line, the rows, a blank line and the closing line (how to close it),
    /// each paragraph wrapped as ``paragraph(_:_:)`` wraps it.
    ///
    /// - Parameters:
    ///   - title: The title and its style.
    ///   - rows: Each row's keys, as shown, and what they do.
    ///   - closing: The closing line and its style.
    /// - Returns: The screen's lines, from the top.
    public func screen(
        title: (text: String, style: Style), rows: [(keys: String, meaning: String)],
        closing: (text: String, style: Style)
    ) -> [FrameLine] {
        paragraph(title.text, title.style) + [FrameLine()] + lines(rows) + [FrameLine()]
            + paragraph(closing.text, closing.style)
    }

    /// The lines of the rows, in order.
    ///
    /// - Parameter rows: Each row's keys, as shown, and what they do.
    /// - Returns: One line or more per row.
    public func lines(_ rows: [(keys: String, meaning: String)]) -> [FrameLine] {
        rows.flatMap(lines)
    }

    /// `text` wrapped to the screen's width, after a blank column: a title or a closing line.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: Its style.
    /// - Returns: Its lines.
    public func paragraph(_ text: String, _ style: Style) -> [FrameLine] {
        TerminalText.wrap(text, width: max(1, columns - 2)).map { FrameLine(" " + $0, style: style) }
    }

    private func lines(_ keys: String, _ meaning: String) -> [FrameLine] {
        let meaningColumns = max(8, columns - Self.keyColumns - 1)
        let fits = DisplayWidth.of(keys) < Self.keyColumns - 1
        let own = fits ? [] : [FrameLine(" " + keys, style: keyStyle)]
        return own
            + TerminalText.wrap(meaning, width: meaningColumns).enumerated().map { index, part in
                let lead = index == 0 && fits ? " " + keys : ""
                var line = FrameLine(
                    lead + String(repeating: " ", count: max(0, Self.keyColumns - DisplayWidth.of(lead))),
                    style: keyStyle)
                line.append(part, meaningStyle)
                return line
            }
    }
}
