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
        var kept = hints
        while !kept.isEmpty, DisplayWidth.of(join(kept, language: language)) > width {
            let rank = { (meaning: BrowserStrings.Key) in priority.firstIndex(of: meaning) ?? Int.max }
            guard let lowest = kept.indices.max(by: { rank(kept[$0].meaning) < rank(kept[$1].meaning) }) else { break }
            kept.remove(at: lowest)
        }
        return join(kept, language: language)
    }
}
