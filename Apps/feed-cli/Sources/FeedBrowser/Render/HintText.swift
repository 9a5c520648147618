import TerminalUI

/// Key hints such as `↑↓ move · ⏎ comments` in the browser's words: TerminalUI's `KeyHint`s whose meaning is a
/// browser string, fitted and joined by `KeyHints`; a click on one is the key of its action.
enum HintText {
    typealias Hint = KeyHint<BrowserStrings.Key>

    /// Hints showing each pair's keys, then what its meaning says in `language`.
    static func hints(_ pairs: [(keys: String, meaning: BrowserStrings.Key)], language: String) -> [Hint] {
        pairs.map {
            KeyHint(keys: $0.keys, label: BrowserStrings.string($0.meaning, language: language), meaning: $0.meaning)
        }
    }

    /// The columns of each hint a footer drew (`KeyHintLine.targets(width:)`), with the key it stands for: a click
    /// on a hint is its key.
    static func keys(of targets: [(columns: Range<Int>, meaning: BrowserStrings.Key)]) -> [(
        columns: Range<Int>, key: Key
    )] {
        targets.compactMap { target in key(of: target.meaning).map { (target.columns, $0) } }
    }

    /// The key the state machine knows a hint's action by (whatever keys the keymap gives it): moving is down.
    static func key(of meaning: BrowserStrings.Key) -> Key? {
        let actions: [BrowserStrings.Key: BrowserAction] = [
            .move: .moveDown, .open: .open, .retryImage: .retryImage, .reload: .reload, .search: .search,
            .sort: .sort, .keys: .help, .quit: .quit, .back: .back, .comment: .comment, .follow: .follow,
            .group: .group,
        ]
        return actions[meaning]?.defaultKeys.first
    }
}
