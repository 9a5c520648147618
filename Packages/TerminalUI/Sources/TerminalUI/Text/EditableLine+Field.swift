extension EditableLine {
    /// Appends the line as a text field shows it in `width` columns: the window around the cursor (see
    /// ``window(width:)``), `…` where text is hidden, and the cursor a reverse-video cell, or `▏` before its cell
    /// in a theme without colour.
    ///
    /// - Parameters:
    ///   - line: The frame line the field goes on.
    ///   - width: The columns the field may take.
    ///   - theme: The text in `body`, the `…` in `secondary`.
    public func appendField(to line: inout FrameLine, width: Int, theme: Theme) {
        let window = window(width: width)
        if window.isClippedAtStart { line.append("…", theme.secondary) }
        line.append(window.before, theme.body)
        if theme.usesColor {
            line.append(window.atCursor, theme.body.with(.inverse))
        } else {
            line.append("▏" + window.atCursor)
        }
        line.append(window.after, theme.body)
        if window.isClippedAtEnd { line.append("…", theme.secondary) }
    }
}
