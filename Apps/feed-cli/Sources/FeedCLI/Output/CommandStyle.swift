import Foundation
import TerminalUI

/// How a command's text looks on stdout: its theme, the terminal's width, the language and the clock that relative
/// dates are said against.
struct CommandStyle: Sendable {
    let theme: Theme
    let width: Int
    let language: String
    let currentDate: @Sendable () -> Date
}
