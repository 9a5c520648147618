extension TerminalText {
    /// A word such as an id of hyphen-joined groups on one line when it fits in `width` columns, else broken after
    /// its hyphens (inside a group only when the group alone is wider), so each line ends in a whole group and its
    /// hyphen. A text with spaces wraps as ``wrap(_:width:)`` wraps it.
    public static func wrapAfterHyphens(_ word: String, width: Int) -> [String] {
        guard DisplayWidth.of(word) > width else { return [word] }
        guard !word.contains(" ") else { return wrap(word, width: width) }
        // A space after each hyphen lets `wrap` break there; the spaces left inside a line go again.
        return wrap(word.replacingOccurrences(of: "-", with: "- "), width: width).map {
            $0.replacingOccurrences(of: "- ", with: "-")
        }
    }
}
