import TerminalUI

/// The box of a picture that was expected but could not be had (its download failed, timed out or its bytes do not
/// decode): as large as the picture would have been, blank, with a short dim "no picture" in its middle. So a
/// missing picture reads as missing, not as a row that never had one, and the text beside it stays in its column:
/// `feed`'s rows, the browser's rows and its panel all draw this one box.
package enum MissingPicture {
    /// The box of `columns`×`rows` cells, the mark wrapped to its width (at most `rows` lines, a CJK character
    /// counted two columns) and centred across and down, in the theme's secondary style.
    package static func box(columns: Int, rows: Int, theme: Theme, language: String) -> TerminalPicture {
        let columns = max(1, columns)
        let rows = max(1, rows)
        let mark = Array(
            TerminalText.wrap(TerminalViewsStrings.string(.noPicture, language: language), width: columns).prefix(rows))
        let top = (rows - mark.count) / 2
        let lines = (0..<rows).map { row in
            guard mark.indices.contains(row - top) else { return FrameLine() }
            let text = TerminalText.truncate(mark[row - top], width: columns)
            let indent = String(repeating: " ", count: max(0, (columns - DisplayWidth.of(text)) / 2))
            return FrameLine(indent + text, style: theme.secondary)
        }
        return .blocks(lines, columns: columns)
    }
}
