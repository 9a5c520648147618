/// A picture in a panel of the screen, a blank column each side, centred across its top: half-block lines drawn as
/// the panel's text, or a placement for the terminal's graphics protocol.
public struct PicturePanel: Equatable, Sendable {
    /// The panel's first screen column.
    public let column: Int
    /// The panel's first screen row.
    public let row: Int
    /// The panel's width in cells.
    public let columns: Int
    /// The panel's height in cells.
    public let rows: Int

    /// A panel of `columns`×`rows` cells whose top left cell is at screen `column` and `row` (both from 0).
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
    }

    /// The panel's text lines, each `columns` wide: a half-block picture's lines, blank around and before them, or
    /// `message` (why there is no picture) at the top. Each starts by moving the cursor to the panel's column, so a
    /// line left of the panel whose width the terminal counts otherwise (an emoji with a variation selector, say)
    /// cannot shift the picture.
    ///
    /// - Parameters:
    ///   - picture: The picture; a placed one leaves the lines blank.
    ///   - message: A line for the top, inside the blank columns.
    /// - Returns: `rows` lines.
    public func lines(_ picture: TerminalPicture?, message: FrameLine? = nil) -> [String] {
        let start = "\u{1B}[\(column + 1)G"
        var lines = Array(repeating: start + FrameLine().rendered(width: columns), count: rows)
        if let message, rows > 0 {
            lines[0] =
                start + FrameLine(" ").rendered(width: 1) + message.rendered(width: max(0, columns - 2))
                + FrameLine().rendered(width: min(1, columns - 1))
        }
        guard case let .blocks(pictureLines, pictureColumns)? = picture else { return lines }
        let lead = 1 + leading(pictureColumns)
        for (index, line) in pictureLines.prefix(rows).enumerated() {
            lines[index] = start + FrameLine().rendered(width: lead) + line.rendered(width: max(0, columns - lead))
        }
        return lines
    }

    /// Where a placed picture goes inside the panel.
    ///
    /// - Parameter picture: The picture.
    /// - Returns: Its placement; nil for half blocks, for none, or for a picture larger than the panel.
    public func placement(_ picture: TerminalPicture?) -> ImagePlacement? {
        guard case let .placed(content, pictureColumns, pictureRows)? = picture,
            pictureColumns <= columns - 2, pictureRows <= rows
        else { return nil }
        return ImagePlacement(
            content: content, column: column + 1 + leading(pictureColumns), row: row, columns: pictureColumns,
            rows: pictureRows)
    }

    private func leading(_ pictureColumns: Int) -> Int {
        max(0, (columns - 2 - pictureColumns) / 2)
    }
}
