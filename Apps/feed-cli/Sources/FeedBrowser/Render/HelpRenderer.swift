import EssentialFeed
import ImageComments
import SharedPresentation
import TerminalUI

/// The `?` overlay: the keys of the screen it was opened on, and what each does there, each meaning wrapped beside
/// its keys in what `columns` leave.
struct HelpRenderer {
    let theme: Theme
    let language: String
    var columns = 80

    /// The keys' column, a blank one before it.
    private static let keyColumns = 17

    func lines(_ screen: BrowserState.Screen, canPost: Bool = true) -> [FrameLine] {
        let screenTitle =
            screen == .feed ? FeedPresenter.title(language: language) : ImageCommentsPresenter.title(language: language)
        let title = wrapped(string(.helpTitle) + " · " + screenTitle, theme.heading)
        let keys = keys(screen, canPost: canPost).flatMap(keyLines)
        return title + [FrameLine()] + keys + [FrameLine()] + wrapped(string(.closeHelp), theme.secondary)
    }

    private func keyLines(_ keys: String, _ meaning: String) -> [FrameLine] {
        let meaningColumns = max(8, columns - Self.keyColumns - 1)
        return TerminalText.wrap(meaning, width: meaningColumns).enumerated().map { index, part in
            let lead = index == 0 ? " " + keys : ""
            var line = FrameLine(
                lead.padding(toLength: Self.keyColumns, withPad: " ", startingAt: 0), style: theme.accent)
            line.append(part, theme.body)
            return line
        }
    }

    private func wrapped(_ text: String, _ style: Style) -> [FrameLine] {
        TerminalText.wrap(text, width: max(1, columns - 2)).map { FrameLine(" " + $0, style: style) }
    }

    private func keys(_ screen: BrowserState.Screen, canPost: Bool) -> [(String, String)] {
        switch screen {
        case .feed:
            return [
                ("↑ ↓ j k", string(.move)), ("PgUp PgDn g G", string(.move)), ("⏎ → l", string(.open)),
                ("r", string(.reload)), ("i", string(.retryImage)), ("/", string(.search)),
                ("Esc", string(.clearSearch)), ("s", string(.sort)), ("q  Ctrl-C", string(.quit)),
                ("o", string(.openImage)), ("y", string(.copyURL)), ("Y", string(.copyID)),
            ]
        case .comments:
            let comment =
                canPost
                ? [
                    ("c", string(.comment)), ("⏎", SharedStrings.retry(language: language)),
                    ("← → Home End", string(.moveCursor)), ("⌫ Del ^U ^K ^W", string(.deleteText)),
                ] : []
            return [
                ("↑ ↓ j k", string(.move)), ("PgUp PgDn g G", string(.move)), ("Esc ← h ⌫ q", string(.back)),
                ("r", string(.reload)), ("s", string(.sort)), ("a", string(.groupByAuthor)),
            ] + comment + [("f", string(.follow)), ("Ctrl-C", string(.quit))]
                + [("o", string(.openImage)), ("y", string(.copyURL)), ("Y", string(.copyID))]
        }
    }

    private func string(_ key: BrowserStrings.Key) -> String {
        BrowserStrings.string(key, language: language)
    }
}
