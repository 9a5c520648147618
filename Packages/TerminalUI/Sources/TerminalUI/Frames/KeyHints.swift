/// One key hint of a footer, such as `↑↓ move`: the keys, what they do, and what the program knows the hint by.
public struct KeyHint<Meaning: Hashable & Sendable>: Sendable {
    /// The keys, as the footer shows them (`↑↓`).
    public let keys: String
    /// What they do, in the person's language.
    public let label: String
    /// What the program knows the hint by: its action, so that a click on the hint can do it.
    public let meaning: Meaning

    /// A hint showing `keys` then `label`.
    ///
    /// - Parameters:
    ///   - keys: The keys, as shown.
    ///   - label: What they do.
    ///   - meaning: What the program knows the hint by.
    public init(keys: String, label: String, meaning: Meaning) {
        self.keys = keys
        self.label = label
        self.meaning = meaning
    }

    /// The hint as shown: the keys, a space, the label.
    public var text: String { keys + " " + label }
}

/// Key hints such as `↑↓ move · ⏎ open` in one line: joined, fitted to a width by leaving whole hints out, and the
/// columns each takes, so that a click on a hint can be its key.
public enum KeyHints {
    /// What stands between two hints.
    public static let separator = " · "

    /// The hints, joined by ``separator``.
    ///
    /// - Parameter hints: The hints, in order.
    /// - Returns: One line of text.
    public static func join<Meaning>(_ hints: [KeyHint<Meaning>]) -> String {
        hints.map(\.text).joined(separator: separator)
    }

    /// The hints that fit in `width` columns once joined, in their order: whole hints are left out, the last of
    /// `priority` first (a hint not in `priority` goes before any that is), so no hint is ever cut.
    ///
    /// - Parameters:
    ///   - hints: The hints, in order.
    ///   - width: The columns the joined hints may take.
    ///   - priority: The meanings from the most kept to the first left out.
    /// - Returns: The hints kept.
    public static func kept<Meaning>(_ hints: [KeyHint<Meaning>], width: Int, priority: [Meaning]) -> [KeyHint<Meaning>]
    {
        var kept = hints
        let rank = { (meaning: Meaning) in priority.firstIndex(of: meaning) ?? Int.max }
        while !kept.isEmpty, DisplayWidth.of(join(kept)) > width {
            guard let lowest = kept.indices.max(by: { rank(kept[$0].meaning) < rank(kept[$1].meaning) }) else { break }
            kept.remove(at: lowest)
        }
        return kept
    }

    /// The columns each of `hints`, joined and drawn from `column` on, takes, with its meaning.
    ///
    /// - Parameters:
    ///   - hints: The hints as drawn.
    ///   - column: The column the first hint starts at.
    /// - Returns: Each hint's columns and meaning, in order.
    public static func targets<Meaning>(_ hints: [KeyHint<Meaning>], from column: Int) -> [(
        columns: Range<Int>, meaning: Meaning
    )] {
        var start = column
        return hints.map { hint in
            let width = DisplayWidth.of(hint.text)
            defer { start += width + DisplayWidth.of(separator) }
            return (start..<start + width, hint.meaning)
        }
    }
}
