import TerminalUI

/// A ``TerminalPicture`` written into a stream of text lines (`feed`, `show`, `image`), not a full-screen frame.
package struct PictureText: Sendable {
    package let drawing: ImageDrawing
    /// How many times taller than wide a cell is, for kitty to keep the picture's shape.
    package let cellAspect: Double

    package init(drawing: ImageDrawing, cellAspect: Double = KittyImageFit.defaultCellAspect) {
        self.drawing = drawing
        self.cellAspect = cellAspect
    }

    /// The picture on lines of its own; the cursor ends below it.
    package func alone(_ picture: TerminalPicture) -> String {
        beside(picture, lines: [])
    }

    /// The picture on the left, in a column `width` wide (at least the picture's), and `lines` (styled, without
    /// line breaks) beside it, one column apart: as many lines as the taller of the two, the cursor below them.
    package func beside(_ picture: TerminalPicture, lines: [String], width: Int = 0) -> String {
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
    package static func placeholder(columns: Int, rows: Int, mark: String, style: Style) -> TerminalPicture {
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
