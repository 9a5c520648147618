import EssentialFeed
import Foundation
import TerminalUI

/// How a command's text looks on stdout: its theme, the terminal's width, the language and the clock that relative
/// dates are said against.
struct CommandStyle: Sendable {
    let theme: Theme
    let width: Int
    let language: String
    let currentDate: @Sendable () -> Date

    /// When a feed was saved: the ISO 8601 time, then how long ago.
    func saved(_ date: Date) -> String {
        "\(date.formatted(.iso8601)) (\(savedAge(date)))"
    }

    /// How long ago a feed was saved at `date`: "5 minutes ago", "now" within the second of a save.
    func savedAge(_ date: Date) -> String {
        FeedPresenter.savedAge(date, currentDate: currentDate(), language: language)
    }
}
