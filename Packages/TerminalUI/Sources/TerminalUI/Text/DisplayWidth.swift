/// How many terminal columns text occupies: wide East Asian characters and emoji take 2,
/// combining marks and zero-width characters 0, everything else 1.
public enum DisplayWidth {
    /// The columns `text` occupies.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme cluster occupies.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation { return 2 }
        if isWide(first) { return 2 }
        return isZeroWidth(first) ? 0 : 1
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
        }
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wideRanges.contains { $0.first <= scalar.value && scalar.value <= $0.last }
    }

    /// Pairs rather than `ClosedRange`s: an array of ranges is a generic type the runtime first checks against
    /// every conformance record (0.4M instructions at start-up), an array of pairs of integers is not.
    private static let wideRanges: [(first: UInt32, last: UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x2E80, 0x303E), (0x3041, 0x33FF),
        (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF), (0xA960, 0xA97F), (0xAC00, 0xD7A3),
        (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6F), (0xFF00, 0xFF60), (0xFFE0, 0xFFE6),
        (0x1F300, 0x1F64F), (0x1F900, 0x1F9FF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}
