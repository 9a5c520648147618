/// How many cells a large picture may take on a screen: the width of the screen and its height less the lines of
/// text that follow the picture and the shell's prompt, at most 160×60 cells (more shows no more of a
/// thumbnail-sized picture and costs time), at least 8×4.
public enum PictureBox {
    /// The most cells a large picture takes.
    public static let maximum = (columns: 160, rows: 60)

    /// The box for a large picture on a screen of `size`.
    ///
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - textBelow: The lines of text written under the picture.
    /// - Returns: The box's columns and rows.
    public static func large(_ size: TerminalSize, textBelow: Int) -> (columns: Int, rows: Int) {
        let columns = min(size.columns - 1, maximum.columns)
        let rows = min(size.rows - textBelow - 1, maximum.rows)
        return (max(8, columns), max(4, rows))
    }
}
