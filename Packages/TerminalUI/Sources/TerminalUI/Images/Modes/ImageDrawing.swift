/// How pictures are drawn: placed with a terminal graphics protocol, or written as half-block text lines.
public enum ImageDrawing: Equatable, Sendable {
    /// Placements drawn by the ``FrameWriter`` after the text.
    case inline(InlineImageProtocol)
    /// Text lines from ``HalfBlockEncoder``, part of the frame's lines.
    case blocks

    /// The largest side of a kitty picture: more costs bytes and time and shows no more on a screen.
    public static let kittyMaximumSide = 1024

    /// The graphics protocol for the ``FrameWriter``; nil for blocks, which need none.
    public var inlineProtocol: InlineImageProtocol? {
        if case .inline(let kind) = self { return kind }
        return nil
    }

    /// The pixel size to decode a picture to for a box of `columns`×`rows` cells: blocks 2 pixels a cell
    /// vertically, sixel the box in screen pixels, kitty the same scaled down to at most 1024 a side; nil for
    /// iTerm2, which gets the original file. Fit the picture inside it, keeping its aspect ratio.
    public func pixelSize(columns: Int, rows: Int, cell: CellSize = .fallback) -> (width: Int, height: Int)? {
        let (columns, rows) = (max(columns, 1), max(rows, 1))
        switch self {
        case .blocks: return (columns, 2 * rows)
        case .inline(.iTerm2): return nil
        case .inline(.sixel): return (columns * cell.width, rows * cell.height)
        case .inline(.kitty): return Self.capped((columns * cell.width, rows * cell.height))
        }
    }

    private static func capped(_ size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let largest = max(size.width, size.height)
        guard largest > kittyMaximumSide else { return size }
        let scale = Double(kittyMaximumSide) / Double(largest)
        return (max(1, Int(Double(size.width) * scale)), max(1, Int(Double(size.height) * scale)))
    }
}
