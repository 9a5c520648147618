import TerminalUI

/// How many cells a large picture (`show`, `image`) may take on a screen of `size`: the width of the screen and its
/// height less the `textBelow` lines that follow the picture and the shell's prompt, at most 160×60 cells (more
/// shows no more of a thumbnail-sized sample and costs time), at least 8×4.
package enum PictureBox {
    package static let maximum = (columns: 160, rows: 60)

    package static func large(_ size: TerminalSize, textBelow: Int) -> (columns: Int, rows: Int) {
        let columns = min(size.columns - 1, maximum.columns)
        let rows = min(size.rows - textBelow - 1, maximum.rows)
        return (max(8, columns), max(4, rows))
    }
}
