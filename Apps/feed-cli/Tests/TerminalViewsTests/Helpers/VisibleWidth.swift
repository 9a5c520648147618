import TerminalUI

/// The columns a line of terminal output takes, its escape sequences taking none.
enum VisibleWidth {
    static func of(_ line: Substring) -> Int {
        DisplayWidth.of(String(line).replacing(/\x{1B}\[[0-9;?]*[A-Za-z]/, with: ""))
    }

    /// The lines of `text` wider than `width`, for a failure to show.
    static func overflowing(_ text: String, width: Int) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { of($0) > width }
    }
}
