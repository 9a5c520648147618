import TerminalUI
import TerminalViews

/// The selected image in the panel right of the feed, a blank column each side, centred across its top: half-block
/// lines in blocks mode, else a placement for the terminal's graphics protocol.
struct PicturePanelRenderer {
    /// The panel's first screen column and row, and its size.
    let column: Int
    let row: Int
    let columns: Int
    let rows: Int

    /// The panel's text lines, each `columns` wide: the preview's half blocks, blank around and before them, or
    /// `message` (why there is no picture) at the top. Each starts by moving the cursor to the panel's column, so a
    /// list line whose width the terminal counts otherwise (an emoji with a variation selector, say) cannot shift
    /// the picture.
    func lines(_ preview: RowPicture?, message: FrameLine? = nil) -> [String] {
        let start = "\u{1B}[\(column + 1)G"
        var lines = Array(repeating: start + FrameLine().rendered(width: columns), count: rows)
        if let message, rows > 0 {
            lines[0] =
                start + FrameLine(" ").rendered(width: 1) + message.rendered(width: max(0, columns - 2))
                + FrameLine().rendered(width: min(1, columns - 1))
        }
        guard case let .blocks(pictureLines, pictureColumns)? = preview?.picture else { return lines }
        let lead = 1 + leading(pictureColumns)
        for (index, line) in pictureLines.prefix(rows).enumerated() {
            lines[index] = start + FrameLine().rendered(width: lead) + line.rendered(width: max(0, columns - lead))
        }
        return lines
    }

    /// The preview placed inside the panel, when it is a placed picture that fits.
    func placement(_ preview: RowPicture?) -> ImagePlacement? {
        guard case let .placed(content, pictureColumns, pictureRows)? = preview?.picture,
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
