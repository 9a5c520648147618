/// How pictures are drawn: placed with a terminal graphics protocol, or written as half-block text lines.
public enum ImageDrawing: Equatable, Sendable {
    /// Placements drawn by the ``FrameWriter`` after the text.
    case inline(InlineImageProtocol)
    /// Text lines from ``SymbolEncoder``, part of the frame's lines.
    case blocks

    /// The largest side of a picture decoded for any protocol: more costs bytes, memory and time and shows no more
    /// on a screen. A 1024×1024 box (3 MiB of pixels) stays under ``InlineImageEncoder/maximumBytes``, so whatever
    /// pixel size the terminal reports, the picture is drawn.
    public static let maximumSide = 1024

    /// The largest side of a kitty picture; every protocol has the same cap now, ``maximumSide``.
    @available(*, deprecated, renamed: "maximumSide")
    public static let kittyMaximumSide = maximumSide

    /// The graphics protocol for the ``FrameWriter``; nil for blocks, which need none.
    public var inlineProtocol: InlineImageProtocol? {
        if case .inline(let kind) = self { return kind }
        return nil
    }

    /// The pixel size to decode a picture to for a box of `columns`×`rows` cells: blocks
    /// ``SymbolEncoder/cellPixels(columns:rows:)`` a cell, sixel and kitty the box in screen pixels, each scaled down to at most ``maximumSide`` a side
    /// (a terminal or ssh client may report a window of 65535 pixels); nil for iTerm2, which gets the original
    /// file. Fit the picture inside it, keeping its aspect ratio.
    public func pixelSize(columns: Int, rows: Int, cell: CellSize = .fallback) -> (width: Int, height: Int)? {
        let (columns, rows) = (max(columns, 1), max(rows, 1))
        switch self {
        case .blocks:
            let cell = SymbolEncoder.cellPixels(columns: columns, rows: rows)
            return Self.capped((columns * cell.width, rows * cell.height))
        case .inline(.iTerm2): return nil
        case .inline(.sixel), .inline(.kitty), .inline(.kittyPlaceholders):
            return Self.capped((columns * cell.width, rows * cell.height))
        }
    }

    private static func capped(_ size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let largest = max(size.width, size.height)
        guard largest > maximumSide else { return size }
        let scale = Double(maximumSide) / Double(largest)
        return (max(1, Int(Double(size.width) * scale)), max(1, Int(Double(size.height) * scale)))
    }
}
