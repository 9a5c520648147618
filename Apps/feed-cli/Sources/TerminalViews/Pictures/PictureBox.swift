import TerminalUI

/// How many cells a large picture (`show`, `image`) may take on a screen of `size`: at most 60 columns and 20 rows,
/// and room left for the text around it.
package enum PictureBox {
    package static func large(_ size: TerminalSize) -> (columns: Int, rows: Int) {
        (max(8, min(size.columns - 2, 60)), max(4, min(size.rows - 10, 20)))
    }
}
