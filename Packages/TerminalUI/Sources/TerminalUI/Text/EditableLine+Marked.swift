extension EditableLine {
    /// The whole line, terminal-safe, with `mark` at the cursor: a field typed inline in a line of text, such as a
    /// search in a title, where the reverse-video cell of ``appendField(to:width:theme:)`` would read as a selection.
    ///
    /// - Parameter mark: What stands at the cursor, between two characters.
    /// - Returns: The text before the cursor, the mark, the text after it.
    public func marked(cursor mark: String = "▏") -> String {
        TerminalText.safe(String(text.prefix(cursor))) + mark + TerminalText.safe(String(text.dropFirst(cursor)))
    }
}
