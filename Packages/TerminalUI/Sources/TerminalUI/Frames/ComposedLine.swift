/// A line made of frame lines side by side: each cell laid out in its own columns, so no style crosses into the
/// next (a selection never covers a picture beside it), then the rest of the line in what is left.
public struct ComposedLine: Equatable, Sendable {
    private(set) var cells: [Cell] = []
    /// The line laid out in the columns the cells leave.
    public var rest: FrameLine

    struct Cell: Equatable, Sendable {
        let line: FrameLine
        let width: Int
    }

    public init(_ rest: FrameLine = FrameLine()) {
        self.rest = rest
    }

    /// Appends `line` as a cell of `width` columns.
    public mutating func append(_ line: FrameLine, width: Int) {
        cells.append(Cell(line: line, width: max(0, width)))
    }

    /// Appends `other` laid out in `width` columns: its cells, then its rest in what they leave.
    public mutating func append(_ other: ComposedLine, width: Int) {
        other.cells.forEach { append($0.line, width: $0.width) }
        append(other.rest, width: width - other.cells.reduce(0) { $0 + $1.width })
    }

    /// Exactly `width` columns: the cells that fit, then the rest.
    public func rendered(width: Int) -> String {
        var used = 0
        var output = ""
        for cell in cells {
            let cellWidth = min(cell.width, max(0, width - used))
            output += cell.line.rendered(width: cellWidth)
            used += cellWidth
        }
        return output + rest.rendered(width: max(0, width - used))
    }
}
