/// A picture made ready for a box of cells: half-block lines, or what a graphics protocol places.
public enum TerminalPicture: Equatable, Sendable {
    /// Half-block text lines, `columns` wide.
    case blocks([FrameLine], columns: Int)
    /// Content a graphics protocol draws in `columns`×`rows` cells.
    case placed(ImagePlacement.Content, columns: Int, rows: Int)

    /// The rows of cells the picture covers.
    public var rows: Int {
        switch self {
        case .blocks(let lines, _): lines.count
        case .placed(_, _, let rows): rows
        }
    }

    /// The columns of cells the picture covers.
    public var columns: Int {
        switch self {
        case .blocks(_, let columns): columns
        case .placed(_, let columns, _): columns
        }
    }
}
