import Foundation
import TerminalUI

/// How a view's text looks and what its dates are said against: the theme, the language and the clock. A view
/// takes this, not the command's whole context, so it reads only what it shows with.
package struct ViewStyle: Sendable {
    package var theme: Theme
    /// A supported language code, as resolved by `LanguageResolver`.
    package var language: String
    /// Now, for the relative dates ("2 hours ago").
    package var currentDate: @Sendable () -> Date
    package var calendar: Calendar

    package init(
        theme: Theme, language: String, currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .current
    ) {
        self.theme = theme
        self.language = language
        self.currentDate = currentDate
        self.calendar = calendar
    }
}
