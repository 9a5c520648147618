/// A ``TerminalPicture`` written into a stream of text lines, not a full-screen frame.
public struct PictureText: Sendable {
    /// How pictures are drawn.
    public let drawing: ImageDrawing
    /// How many times taller than wide a cell is, for kitty to keep the picture's shape.
    public let cellAspect: Double

    /// Pictures drawn the way `drawing` draws, in cells `cellAspect` times taller than wide.
    ///
    /// - Parameters:
    ///   - drawing: How pictures are drawn.
    ///   - cellAspect: How many times taller than wide a cell is.
    public init(drawing: ImageDrawing, cellAspect: Double = KittyImageFit.defaultCellAspect) {
        self.drawing = drawing
        self.cellAspect = cellAspect
    }

    /// The picture on lines of its own; the cursor ends below it.
    ///
    /// - Parameter picture: The picture.
    /// - Returns: The text that draws it.
    public func alone(_ picture: TerminalPicture) -> String {
        beside(picture, lines: [])
    }

    /// The picture on the left, in a column `width` wide (at least the picture's), and `lines` (styled, without
    /// line breaks) beside it, one column apart: as many lines as the taller of the two, the cursor below them.
    ///
    /// - Parameters:
    ///   - picture: The picture.
    ///   - lines: The text lines beside it, styled, without line breaks.
    ///   - width: The picture's column, at least the picture's width.
    /// - Returns: The text that draws both.
    public func beside(_ picture: TerminalPicture, lines: [String], width: Int = 0) -> String {
        let width = max(width, picture.columns)
        let height = max(picture.rows, lines.count)
        switch picture {
        case .blocks(let pictureLines, let columns):
            return (0..<height).map { row in
                let left = row < pictureLines.count ? pictureLines[row].rendered(width: columns) : ""
                return left + pad(width - (row < pictureLines.count ? columns : 0))
                    + (row < lines.count ? " " + lines[row] : "") + "\n"
            }.joined()
        case .placed(let content, let columns, let rows):
            let image = drawing.inlineProtocol.map {
                InlinePicture.atCursor(content, columns: columns, rows: rows, with: $0, cellAspect: cellAspect)
            }
            guard let image, !image.isEmpty else { return lines.map { $0 + "\n" }.joined() }
            let shift = "\u{1B}[\(width + 1)C"
            return image + (0..<height).map { row in (row < lines.count ? shift + lines[row] : "") + "\n" }.joined()
        }
    }

    /// A box of `columns`×`rows` blank cells with `mark` in its middle: where a picture could not be shown.
    ///
    /// - Parameters:
    ///   - columns: The box's width.
    ///   - rows: The box's height.
    ///   - mark: The text in its middle.
    ///   - style: The mark's style.
    /// - Returns: The box as a picture.
    public static func placeholder(columns: Int, rows: Int, mark: String, style: Style) -> TerminalPicture {
        let lines = (0..<max(1, rows)).map { row in
            guard row == max(1, rows) / 2 else { return FrameLine() }
            let indent = String(repeating: " ", count: max(0, (columns - DisplayWidth.of(mark)) / 2))
            return FrameLine(indent + mark, style: style)
        }
        return .blocks(lines, columns: max(1, columns))
    }

    private func pad(_ columns: Int) -> String {
        String(repeating: " ", count: columns)
    }
}
