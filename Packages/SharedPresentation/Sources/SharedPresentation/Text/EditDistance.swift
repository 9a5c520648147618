/// How far apart two words are: the fewest insertions, deletions and substitutions of characters that turn one
/// into the other (Levenshtein's distance), for suggesting the word someone meant.
public enum EditDistance {
    /// The edit distance between `a` and `b`: 0 for equal words, at most the longer one's length.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word`, when it is near enough to be what was meant: within `tolerance` edits.
    public static func nearest(to word: String, in candidates: [String], tolerance: Int) -> String? {
        let nearest = candidates.map { ($0, between(word, $0)) }.min { $0.1 < $1.1 }
        return nearest.flatMap { $0.1 <= tolerance ? $0.0 : nil }
    }
}
