import TerminalUI

/// A body line made of frame lines side by side: each cell laid out in its own columns, so no style crosses
/// into the next (a selection never covers a thumbnail), then the rest of the line in what is left.
struct ComposedLine {
    private(set) var cells: [(line: FrameLine, width: Int)] = []
    var rest: FrameLine

    init(_ rest: FrameLine = FrameLine()) {
        self.rest = rest
    }

    mutating func append(_ line: FrameLine, width: Int) {
        cells.append((line, max(0, width)))
    }

    /// Appends `other` laid out in `width` columns: its cells, then its rest in what they leave.
    mutating func append(_ other: ComposedLine, width: Int) {
        other.cells.forEach { append($0.line, width: $0.width) }
        append(other.rest, width: width - other.cells.reduce(0) { $0 + $1.width })
    }

    /// Exactly `width` columns: the cells that fit, then the rest.
    func rendered(width: Int) -> String {
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
