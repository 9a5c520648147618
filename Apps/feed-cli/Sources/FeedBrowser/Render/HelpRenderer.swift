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
    var keymap = BrowserKeymap.standard

    /// The keys' column, a blank one before it.
    private static let keyColumns = 17

    func lines(_ screen: BrowserState.Screen, canPost: Bool = true) -> [FrameLine] {
        let screenTitle =
            screen == .feed ? FeedPresenter.title(language: language) : ImageCommentsPresenter.title(language: language)
        let title = wrapped(string(.helpTitle) + " · " + screenTitle, theme.heading)
        let keys = keys(screen, canPost: canPost).flatMap(keyLines)
        return title + [FrameLine()] + keys + [FrameLine()] + wrapped(string(.closeHelp), theme.secondary)
    }

    /// Keys too wide for their column (remapped ones can be) get a line of their own, the meaning below them.
    private func keyLines(_ keys: String, _ meaning: String) -> [FrameLine] {
        let meaningColumns = max(8, columns - Self.keyColumns - 1)
        let fits = DisplayWidth.of(keys) < Self.keyColumns - 1
        let own = fits ? [] : [FrameLine(" " + keys, style: theme.accent)]
        return own
            + TerminalText.wrap(meaning, width: meaningColumns).enumerated().map { index, part in
                let lead = index == 0 && fits ? " " + keys : ""
                var line = FrameLine(
                    lead + String(repeating: " ", count: max(0, Self.keyColumns - DisplayWidth.of(lead))),
                    style: theme.accent)
                line.append(part, theme.body)
                return line
            }
    }

    private func wrapped(_ text: String, _ style: Style) -> [FrameLine] {
        TerminalText.wrap(text, width: max(1, columns - 2)).map { FrameLine(" " + $0, style: style) }
    }

    /// Each row's keys as the keymap has them.
    private func keys(_ screen: BrowserState.Screen, canPost: Bool) -> [(String, String)] {
        let picture = [
            (keymap.label(.openPicture), string(.openImage)), (keymap.label(.copyURL), string(.copyURL)),
            (keymap.label(.copyID), string(.copyID)),
        ]
        let moves = [
            (keymap.label(.moveUp, .moveDown), string(.move)),
            (keymap.label(.pageUp, .pageDown), string(.move)), (keymap.label(.top, .bottom), string(.move)),
        ]
        switch screen {
        case .feed:
            return moves + [
                (keymap.label(.open), string(.open)), (keymap.label(.reload), string(.reload)),
                (keymap.label(.retryImage), string(.retryImage)), (keymap.label(.search), string(.search)),
                (keymap.label(.clearSearch), string(.clearSearch)), (keymap.label(.sort), string(.sort)),
                (keymap.label(.nextNew), string(.nextNew)), (keymap.label(.quit) + "  Ctrl-C", string(.quit)),
            ] + picture
        case .comments:
            let comment =
                canPost
                ? [
                    (keymap.label(.comment), string(.comment)),
                    (keymap.label(.sendAgain), SharedStrings.retry(language: language)),
                    ("← → Home End", string(.moveCursor)), ("⌫ Del ^U ^K ^W", string(.deleteText)),
                ] : []
            return moves + [
                (keymap.label(.back), string(.back)), (keymap.label(.reload), string(.reload)),
                (keymap.label(.sort), string(.sort)), (keymap.label(.group), string(.groupByAuthor)),
            ] + comment + [(keymap.label(.follow), string(.follow)), ("Ctrl-C", string(.quit))] + picture
        }
    }

    private func string(_ key: BrowserStrings.Key) -> String {
        BrowserStrings.string(key, language: language)
    }
}
