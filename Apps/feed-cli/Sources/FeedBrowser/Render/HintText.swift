import TerminalUI

/// Key hints such as `↑↓ move · ⏎ comments` in the browser's words: TerminalUI's `KeyHint`s known by their action,
/// fitted and joined by `KeyHints`; a click on one is the key the state machine knows its action by
/// (`KeyHintLine.keyTargets(width:)`).
enum HintText {
    typealias Hint = KeyHint<BrowserAction>

    /// Hints showing each action's keys in `keymap` (moving down shows both moves'), then what it does in
    /// `language`.
    static func hints(_ actions: [BrowserAction], keymap: BrowserKeymap, language: String) -> [Hint] {
        actions.map { action in
            let keys = action == .moveDown ? keymap.hint(.moveUp, .moveDown) : keymap.hint(action)
            return KeyHint(keys: keys, label: BrowserStrings.string(word(action), language: language), meaning: action)
        }
    }

    /// What a hint says its action does (every action a footer shows has its word here).
    private static func word(_ action: BrowserAction) -> BrowserStrings.Key {
        let words: [BrowserAction: BrowserStrings.Key] = [
            .moveUp: .move, .moveDown: .move, .open: .open, .retryImage: .retryImage, .reload: .reload,
            .search: .search, .sort: .sort, .help: .keys, .quit: .quit, .back: .back, .comment: .comment,
            .follow: .follow, .group: .group,
        ]
        return words[action] ?? .keys
    }
}
