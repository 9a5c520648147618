/// A list of rows of equal height between a screen's header and footer: how many rows fit, which row a screen line
/// shows (a click's), and the first row to show so that the selected one is in view.
public struct ListViewport: Equatable, Sendable {
    /// The screen lines above the list.
    public let headerLines: Int
    /// The screen lines below the list.
    public let footerLines: Int
    /// The lines one row takes.
    public let rowLines: Int

    /// A list between `headerLines` and `footerLines`, each row `rowLines` lines tall.
    public init(headerLines: Int, footerLines: Int, rowLines: Int = 1) {
        self.headerLines = headerLines
        self.footerLines = footerLines
        self.rowLines = max(1, rowLines)
    }

    /// How many whole rows fit on a screen `screenRows` tall: one at least.
    public func rows(onScreen screenRows: Int) -> Int {
        max(1, (screenRows - headerLines - footerLines) / rowLines)
    }

    /// The row drawn on screen line `line` (from 0) when the list shows row `top` first.
    ///
    /// - Returns: The row, which may lie past the last one; nil on the header's or the footer's lines.
    public func row(atLine line: Int, top: Int, screenRows: Int) -> Int? {
        guard line >= headerLines, line < screenRows - footerLines else { return nil }
        return top + (line - headerLines) / rowLines
    }

    /// The first row to show so that rows `selection` through `bottom` are in view (the selection when both do not
    /// fit), moved from `top` as little as that takes, then ``clamped(_:count:screenRows:)``.
    ///
    /// - Parameters:
    ///   - top: The first row shown now.
    ///   - selection: The row that must be in view.
    ///   - bottom: A row at or below it that should come into view with it, such as a loading row below the last.
    ///   - count: The rows there are.
    ///   - screenRows: The screen's height.
    public func top(_ top: Int, showing selection: Int, through bottom: Int, count: Int, screenRows: Int) -> Int {
        let page = rows(onScreen: screenRows)
        var top = top
        if selection < top { top = selection }
        if bottom >= top + page { top = min(selection, bottom - page + 1) }
        return clamped(top, count: count, screenRows: screenRows)
    }

    /// `top` kept inside the list: no blank rows shown past the last of `count`, none above the first.
    public func clamped(_ top: Int, count: Int, screenRows: Int) -> Int {
        max(0, min(top, count - rows(onScreen: screenRows)))
    }
}
