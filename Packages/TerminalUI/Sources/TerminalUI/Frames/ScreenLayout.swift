/// A full screen's text: header lines at the top, footer lines at the bottom, and the body between them, cut or
/// padded with blank lines to the height they leave. The body's lines may leave their right-hand columns to a
/// panel, whose lines follow theirs.
public struct ScreenLayout: Equatable, Sendable {
    /// The lines at the top.
    public var header: [FrameLine]
    /// The lines between header and footer, from the top; those that do not fit are left out.
    public var body: [ComposedLine]
    /// The lines at the bottom.
    public var footer: [FrameLine]

    /// A screen of `header`, `body` and `footer` lines.
    public init(header: [FrameLine], body: [ComposedLine], footer: [FrameLine]) {
        self.header = header
        self.body = body
        self.footer = footer
    }

    /// The lines the body gets on a screen `rows` tall.
    public func bodyHeight(rows: Int) -> Int {
        max(0, rows - header.count - footer.count)
    }

    /// The screen's lines, at most `rows`, each `width` columns wide: the header's, then the body's, each
    /// `width - panelColumns` wide and followed by the panel's line beside it, then the footer's.
    ///
    /// - Parameters:
    ///   - width: The screen's columns.
    ///   - rows: The screen's rows.
    ///   - panelColumns: The right-hand columns the body's lines leave.
    ///   - panel: The text drawn in those columns, one entry per body line (none for a panel drawn otherwise).
    /// - Returns: The lines, with their escape sequences.
    public func lines(width: Int, rows: Int, panelColumns: Int = 0, panel: [String] = []) -> [String] {
        let height = bodyHeight(rows: rows)
        let body = Array(body.prefix(height)) + Array(repeating: ComposedLine(), count: max(0, height - body.count))
        let panel = panel + Array(repeating: "", count: max(0, height - panel.count))
        let lines =
            header.map { $0.rendered(width: width) }
            + zip(body, panel).map { $0.rendered(width: width - panelColumns) + $1 }
            + footer.map { $0.rendered(width: width) }
        return Array(lines.prefix(rows))
    }
}
