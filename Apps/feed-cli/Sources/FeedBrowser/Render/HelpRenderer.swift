import EssentialFeed
import ImageComments
import SharedPresentation
import TerminalUI

/// The `?` overlay: the keys of the screen it was opened on, and what each does there.
struct HelpRenderer {
    let theme: Theme
    let language: String

    func lines(_ screen: BrowserState.Screen, canPost: Bool = true) -> [FrameLine] {
        let screenTitle =
            screen == .feed ? FeedPresenter.title(language: language) : ImageCommentsPresenter.title(language: language)
        let title = FrameLine(" " + string(.helpTitle) + " · " + screenTitle, style: theme.heading)
        let keys = keys(screen, canPost: canPost).map { keys, meaning in
            var line = FrameLine(" " + keys.padding(toLength: 16, withPad: " ", startingAt: 0), style: theme.accent)
            line.append(meaning, theme.body)
            return line
        }
        let close = FrameLine(" " + string(.closeHelp), style: theme.secondary)
        return [title, FrameLine()] + keys + [FrameLine(), close]
    }

    private func keys(_ screen: BrowserState.Screen, canPost: Bool) -> [(String, String)] {
        switch screen {
        case .feed:
            return [
                ("↑ ↓ j k", string(.move)), ("PgUp PgDn g G", string(.move)), ("⏎ → l", string(.open)),
                ("r", string(.reload)), ("i", string(.retryImage)), ("/", string(.search)),
                ("Esc", string(.clearSearch)), ("s", string(.sort)), ("q  Ctrl-C", string(.quit)),
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
        }
    }

    private func string(_ key: BrowserStrings.Key) -> String {
        BrowserStrings.string(key, language: language)
    }
}
