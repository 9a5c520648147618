/// A footer of key hints: the texts that lead it (a failure, a count), as many whole hints as fit after them, and a
/// text on the right (a position in a list). The hints are fitted once for the line and for a click's columns, so
/// what a click finds is what is drawn.
public struct KeyHintLine<Meaning: Hashable & Sendable>: Sendable {
    /// A text before the hints, in a style of its own.
    public struct Lead: Sendable {
        /// The text, terminal-safe.
        public let text: String
        /// Its style.
        public let style: Style

        /// `text` in `style`.
        public init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// The hints, in order, before any is left out.
    public let hints: [KeyHint<Meaning>]
    /// The meanings from the most kept to the first left out (see ``KeyHints/kept(_:width:priority:)``).
    public let priority: [Meaning]
    /// The style of the hints and of the right-hand text.
    public let style: Style
    /// What leads the line, in order.
    public let leads: [Lead]
    /// The text on the right, empty for none.
    public let right: String

    /// A footer of `hints` after `leads`, with `right` on the right.
    ///
    /// - Parameters:
    ///   - hints: The hints, in order.
    ///   - priority: The meanings from the most kept to the first left out.
    ///   - style: The style of the hints and of `right`.
    ///   - leads: The texts before the hints.
    ///   - right: The text on the right, empty for none.
    public init(
        hints: [KeyHint<Meaning>], priority: [Meaning], style: Style, leads: [Lead] = [], right: String = ""
    ) {
        self.hints = hints
        self.priority = priority
        self.style = style
        self.leads = leads
        self.right = right
    }

    /// The hints that fit in a line `width` columns wide beside the leads and the right-hand text, a blank column
    /// before the hints and after the line.
    ///
    /// - Parameter width: The line's width.
    /// - Returns: The hints kept, in order.
    public func kept(width: Int) -> [KeyHint<Meaning>] {
        let rightColumns = right.isEmpty ? 0 : DisplayWidth.of(right) + 2
        return KeyHints.kept(hints, width: width - 2 - leadColumns - rightColumns, priority: priority)
    }

    /// The line: the leads, a blank column, the hints kept, and the right-hand text against the right edge.
    ///
    /// - Parameter width: The line's width.
    /// - Returns: The line.
    public func line(width: Int) -> FrameLine {
        var line = FrameLine()
        for lead in leads { line.append(lead.text, lead.style) }
        line.append(" " + KeyHints.join(kept(width: width)), style)
        if !right.isEmpty { line.appendRight(right + " ", style) }
        return line
    }

    /// The columns each hint kept takes in ``line(width:)``, with its meaning: a click on a hint is its key.
    ///
    /// - Parameter width: The line's width.
    /// - Returns: Each hint's columns and meaning, in order.
    public func targets(width: Int) -> [(columns: Range<Int>, meaning: Meaning)] {
        KeyHints.targets(kept(width: width), from: leadColumns + 1)
    }

    private var leadColumns: Int {
        leads.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }
}
