/// Earlier positions with the same next 3 bytes, newest first.
struct LZ77Matcher {
    static let window = 32_768
    static let hashSize = 1 << 15
    static let longestMatch = 258
    /// How many earlier positions a match looks at: enough for pictures, bounded for speed.
    static let chainLimit = 48

    let bytes: [UInt8]
    var head = [Int](repeating: -1, count: LZ77Matcher.hashSize)
    var previous = [Int](repeating: -1, count: LZ77Matcher.window)

    /// The longest earlier match for `position` within the window; records `position` for later ones.
    mutating func longestMatch(at position: Int) -> (length: Int, distance: Int) {
        guard position + 3 <= bytes.count else { return (0, 0) }
        var best = (length: 0, distance: 0)
        var candidate = head[hash(position)]
        var steps = 0
        let limit = min(Self.longestMatch, bytes.count - position)
        while candidate >= 0, position - candidate <= Self.window, steps < Self.chainLimit {
            var length = 0
            while length < limit, bytes[candidate + length] == bytes[position + length] { length += 1 }
            if length > best.length { best = (length, position - candidate) }
            if length == limit { break }
            let next = previous[candidate % Self.window]
            guard next < candidate else { break }
            (candidate, steps) = (next, steps + 1)
        }
        insert(position)
        return best
    }

    mutating func insert(_ position: Int) {
        guard position + 3 <= bytes.count else { return }
        let key = hash(position)
        previous[position % Self.window] = head[key]
        head[key] = position
    }

    private func hash(_ position: Int) -> Int {
        (Int(bytes[position]) << 10 ^ Int(bytes[position + 1]) << 5 ^ Int(bytes[position + 2])) & (Self.hashSize - 1)
    }
}
