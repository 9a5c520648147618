extension FrameLine {
    /// A horizontal rule across a line, such as the one under a screen's title.
    ///
    /// - Parameters:
    ///   - width: The line's width; the rule takes at least one column.
    ///   - style: The rule's style.
    /// - Returns: A line of `─` as wide as `width`.
    public static func rule(width: Int, style: Style = .plain) -> FrameLine {
        FrameLine(String(repeating: "─", count: max(1, width)), style: style)
    }
}
