import TerminalUI

/// Key hints such as `↑↓ move · ⏎ comments`, in one language: TerminalUI's `KeyHints` with the browser's words.
enum HintText {
    typealias Hint = (key: String, meaning: BrowserStrings.Key)

    static func join(_ hints: [Hint], language: String) -> String {
        KeyHints.join(keyHints(hints, language: language))
    }

    /// The hints that fit in `width` columns, joined (see `KeyHints.kept`).
    static func fit(_ hints: [Hint], width: Int, priority: [BrowserStrings.Key], language: String) -> String {
        KeyHints.join(KeyHints.kept(keyHints(hints, language: language), width: width, priority: priority))
    }

    /// The hints `fit` keeps, in their order.
    static func kept(_ hints: [Hint], width: Int, priority: [BrowserStrings.Key], language: String) -> [Hint] {
        KeyHints.kept(keyHints(hints, language: language), width: width, priority: priority).map {
            ($0.keys, $0.meaning)
        }
    }

    /// The columns each of `hints`, joined, takes from `column` on, with the key it stands for: a click on a hint
    /// is its key.
    static func targets(_ hints: [Hint], from column: Int, language: String) -> [(columns: Range<Int>, key: Key)] {
        KeyHints.targets(keyHints(hints, language: language), from: column).compactMap { target in
            key(of: target.meaning).map { (target.columns, $0) }
        }
    }

    private static func keyHints(_ hints: [Hint], language: String) -> [KeyHint<BrowserStrings.Key>] {
        hints.map {
            KeyHint(keys: $0.key, label: BrowserStrings.string($0.meaning, language: language), meaning: $0.meaning)
        }
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
