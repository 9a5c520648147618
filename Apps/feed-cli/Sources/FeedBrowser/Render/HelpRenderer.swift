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

    func lines(_ screen: BrowserState.Screen, canPost: Bool = true) -> [FrameLine] {
        let screenTitle =
            screen == .feed ? FeedPresenter.title(language: language) : ImageCommentsPresenter.title(language: language)
        return KeyHelp(columns: columns, keyStyle: theme.accent, meaningStyle: theme.body).screen(
            title: (string(.helpTitle) + " · " + screenTitle, theme.heading), rows: keys(screen, canPost: canPost),
            closing: (string(.closeHelp), theme.secondary))
    }

    /// Each row's keys as the keymap has them.
    private func keys(_ screen: BrowserState.Screen, canPost: Bool) -> [(keys: String, meaning: String)] {
        let picture: [(keys: String, meaning: String)] = [
            (keymap.label(.openPicture), string(.openImage)), (keymap.label(.copyURL), string(.copyURL)),
            (keymap.label(.copyID), string(.copyID)),
        ]
        let moves: [(keys: String, meaning: String)] = [
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
            let comment: [(keys: String, meaning: String)] =
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
