/// The escape sequences the driver writes to the terminal itself (never built from network text).
enum TerminalControl {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let disableAutowrap = "\u{1B}[?7l"
    static let enableAutowrap = "\u{1B}[?7h"
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    static let resetStyle = "\u{1B}[0m"
    /// Erases the cursor's whole line, whatever the terminal counted its cells to be.
    static let eraseLine = "\u{1B}[2K"
    /// Erases from the line's first column to the cursor's, inclusive.
    static let eraseToLineStart = "\u{1B}[1K"
    /// Synchronized output: the terminal shows the frame at once (ignored where unsupported).
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"

    /// Mouse reporting: clicks and the wheel (1000) in SGR form (1006), which has no limit on the column.
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"

    /// What entering full-screen mode writes: alternate screen, no cursor, no autowrap, cleared.
    static let enter = enterAlternateScreen + hideCursor + disableAutowrap + clearScreen
    /// What leaving writes, whatever happened before: no mouse reporting, plain style, autowrap, cursor, main screen.
    static let leave = disableMouse + resetStyle + enableAutowrap + showCursor + leaveAlternateScreen

    /// Moves the cursor to a 0-based row, first column.
    static func moveTo(row: Int) -> String {
        "\u{1B}[\(row + 1);1H"
    }

    /// Moves the cursor to a 0-based row and column.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
