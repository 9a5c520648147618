import TerminalUI

/// The `?` overlay: every key and what it does.
struct HelpRenderer {
    let theme: Theme
    let language: String

    func lines() -> [FrameLine] {
        let title = FrameLine(" " + BrowserStrings.string(.helpTitle, language: language), style: theme.heading)
        let keys = Self.keys.map { keys, meaning in
            var line = FrameLine(" " + keys.padding(toLength: 16, withPad: " ", startingAt: 0), style: theme.accent)
            line.append(BrowserStrings.string(meaning, language: language), theme.body)
            return line
        }
        let close = FrameLine(" " + BrowserStrings.string(.closeHelp, language: language), style: theme.secondary)
        return [title, FrameLine()] + keys + [FrameLine(), close]
    }

    private static let keys: [(String, BrowserStrings.Key)] = [
        ("↑ ↓ j k", .move), ("PgUp PgDn g G", .move), ("⏎ → l", .open), ("Esc ← h ⌫", .back),
        ("r", .reload), ("i", .retryImage), ("/", .search), ("s", .sort), ("a", .groupByAuthor),
        ("c", .comment), ("f", .follow), ("q  Ctrl-C", .quit), ("?", .keys),
    ]
}
