import TerminalUI

/// Key hints such as `↑↓ move · ⏎ comments`, in one language.
enum HintText {
    static func join(_ hints: [(key: String, meaning: BrowserStrings.Key)], language: String) -> String {
        hints.map { $0.key + " " + BrowserStrings.string($0.meaning, language: language) }.joined(separator: " · ")
    }

    /// The hints that fit in `width` columns, joined: whole hints are left out, the last of `priority` first (a
    /// hint not in `priority` goes before any that is), so no hint is ever cut.
    static func fit(
        _ hints: [(key: String, meaning: BrowserStrings.Key)], width: Int, priority: [BrowserStrings.Key],
        language: String
    ) -> String {
        join(kept(hints, width: width, priority: priority, language: language), language: language)
    }

    /// The hints `fit` keeps, in their order.
    static func kept(
        _ hints: [(key: String, meaning: BrowserStrings.Key)], width: Int, priority: [BrowserStrings.Key],
        language: String
    ) -> [(key: String, meaning: BrowserStrings.Key)] {
        var kept = hints
        while !kept.isEmpty, DisplayWidth.of(join(kept, language: language)) > width {
            let rank = { (meaning: BrowserStrings.Key) in priority.firstIndex(of: meaning) ?? Int.max }
            guard let lowest = kept.indices.max(by: { rank(kept[$0].meaning) < rank(kept[$1].meaning) }) else { break }
            kept.remove(at: lowest)
        }
        return kept
    }

    /// The columns each of `hints`, joined, takes from `column` on, with the key it stands for: a click on a hint
    /// is its key.
    static func targets(
        _ hints: [(key: String, meaning: BrowserStrings.Key)], from column: Int, language: String
    ) -> [(columns: Range<Int>, key: Key)] {
        var start = column
        var targets: [(columns: Range<Int>, key: Key)] = []
        for hint in hints {
            let width = DisplayWidth.of(hint.key + " " + BrowserStrings.string(hint.meaning, language: language))
            if let key = key(of: hint.meaning) { targets.append((start..<start + width, key)) }
            start += width + DisplayWidth.of(" · ")
        }
        return targets
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
