/// The cells of a small picture beside text, such as a list row's: the picture centred in a box, dots while it is
/// on its way, or one mark in the middle when there is none to show.
public struct Thumbnail: Equatable, Sendable {
    /// The box's width in cells.
    public let columns: Int
    /// The box's height in cells.
    public let rows: Int

    /// A box of `columns`×`rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// One line per row of the box: half blocks centred in it, or blank cells under a placed picture (see
    /// ``offset(of:)``).
    ///
    /// - Parameter picture: The picture, made for this box.
    /// - Returns: `rows` lines, each `columns` wide once laid out.
    public func lines(_ picture: TerminalPicture) -> [ComposedLine] {
        let offset = offset(of: picture)
        let pictureLines: [FrameLine]
        switch picture {
        case let .blocks(lines, _): pictureLines = lines
        case .placed: pictureLines = []
        }
        return (0..<rows).map { row in
            let index = row - offset.row
            var line = ComposedLine(pictureLines.indices.contains(index) ? pictureLines[index] : FrameLine())
            line.append(FrameLine(), width: offset.column)
            return line
        }
    }

    /// The box while its picture is on its way: staggered dots.
    ///
    /// - Parameter style: The dots' style.
    /// - Returns: `rows` lines.
    public func loadingLines(_ style: Style) -> [ComposedLine] {
        (0..<rows).map { row in
            ComposedLine(FrameLine(String(repeating: row % 2 == 0 ? "· " : " ·", count: columns / 2), style: style))
        }
    }

    /// The box with one mark in its middle, such as `✗` for a picture that failed.
    ///
    /// - Parameters:
    ///   - mark: One character.
    ///   - style: Its style.
    /// - Returns: `rows` lines.
    public func markLines(_ mark: String, _ style: Style) -> [ComposedLine] {
        (0..<rows).map { row in
            let text = row == rows / 2 ? String(repeating: " ", count: columns / 2 - 1) + mark : ""
            return ComposedLine(FrameLine(text, style: style))
        }
    }

    /// Where `picture` sits inside the box: centred across, and down.
    ///
    /// - Parameter picture: The picture.
    /// - Returns: The cells from the box's left edge and from its top.
    public func offset(of picture: TerminalPicture) -> (column: Int, row: Int) {
        (max(0, (columns - picture.columns) / 2), max(0, (rows - picture.rows) / 2))
    }
}
