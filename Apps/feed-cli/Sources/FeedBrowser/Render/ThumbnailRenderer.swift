import TerminalUI
import TerminalViews

/// The box of a row's thumbnail, `BrowserLayout.thumbnailBox` large: the picture centred in it (its half
/// blocks, or blank cells under a placed picture), dots while it loads, a `✗` when it failed or does not decode, a
/// quiet `–` when it is not saved offline.
struct ThumbnailRenderer {
    let theme: Theme

    static var box: CellBox { BrowserLayout.thumbnailBox }

    /// One cell line per row of the box, each `box.columns` wide.
    func lines(_ thumbnail: RowPicture?, status: ImageStatus?) -> [ComposedLine] {
        if let picture = thumbnail?.picture { return pictureLines(picture) }
        if status == .failed || status == .undecodable { return markLines("✗", theme.error) }
        if status == .notSaved { return markLines("–", theme.secondary) }
        return (0..<Self.box.rows).map { row in
            let dots = String(repeating: row % 2 == 0 ? "· " : " ·", count: Self.box.columns / 2)
            return cell(FrameLine(dots, style: theme.secondary))
        }
    }

    /// Where `picture` sits inside the box: centred across, and down.
    static func offset(of picture: TerminalPicture) -> (column: Int, row: Int) {
        (max(0, (box.columns - picture.columns) / 2), max(0, (box.rows - picture.rows) / 2))
    }

    private func pictureLines(_ picture: TerminalPicture) -> [ComposedLine] {
        let offset = Self.offset(of: picture)
        let pictureLines: [FrameLine]
        switch picture {
        case let .blocks(lines, _): pictureLines = lines
        case .placed: pictureLines = []
        }
        return (0..<Self.box.rows).map { row in
            let index = row - offset.row
            var line = ComposedLine(pictureLines.indices.contains(index) ? pictureLines[index] : FrameLine())
            line.append(FrameLine(), width: offset.column)
            return line
        }
    }

    private func markLines(_ mark: String, _ style: Style) -> [ComposedLine] {
        (0..<Self.box.rows).map { row in
            let text = row == Self.box.rows / 2 ? String(repeating: " ", count: Self.box.columns / 2 - 1) + mark : ""
            return cell(FrameLine(text, style: style))
        }
    }

    private func cell(_ line: FrameLine) -> ComposedLine {
        ComposedLine(line)
    }
}
