/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys and the escape sequences
/// of arrows, paging and Home/End (CSI and SS3 forms, modifiers ignored). A terminal's replies (CSI reports, APC and
/// OSC strings) are no keys.
///
/// An escape byte may start a sequence or be the Esc key itself: it is held until more bytes
/// arrive or `flush()` is called after a short pause, which makes it a lone Esc.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether bytes are held waiting for the rest of a sequence.
    var hasPending: Bool { !pending.isEmpty }

    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        while let (key, length) = Self.next(in: pending[...]) {
            if let key { keys.append(key) }
            pending.removeFirst(length)
        }
        return keys
    }

    /// The keys of the held bytes after a pause: a lone escape byte is the Esc key.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return pending.first == 0x1B ? [.escape] : []
    }

    /// The key at the start of `bytes` and how many bytes it takes (a nil key for ignored input),
    /// or nil when `bytes` is empty or only the start of something longer.
    private static func next(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escape(in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        default: return text(in: bytes)
        }
    }

    private static func escape(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return EscapeSequence.csi(bytes.dropFirst(2)).map { ($0.key, $0.length + 2) }
        case UInt8(ascii: "O"): return EscapeSequence.ss3(bytes.dropFirst(2)).map { ($0.key, $0.length + 2) }
        case UInt8(ascii: "_"), UInt8(ascii: "]"): return terminalString(in: bytes)
        default: return (.escape, 1)
        }
    }

    /// The longest reply string (APC, OSC) waited for: one that never ends is dropped rather than held for ever.
    static let maximumStringLength = 512

    /// `ESC _ … ESC \` (APC: kitty's graphics answer) or `ESC ] … BEL or ESC \` (OSC: the background colour), a
    /// terminal's reply to a query that came in late, skipped whole: its letters are no keys. Nil while its end is
    /// still to come; cut short by an `ESC` that starts something else, it is dropped up to it.
    private static func terminalString(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        var index = bytes.startIndex + 2
        while index < bytes.endIndex {
            if bytes[index] == 0x07 { return (nil, index + 1 - bytes.startIndex) }
            if bytes[index] == 0x1B {
                guard index + 1 < bytes.endIndex else { break }
                let end = bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
                return (nil, end - bytes.startIndex)
            }
            index += 1
        }
        return bytes.count > maximumStringLength ? (nil, bytes.count) : nil
    }

    /// One UTF-8 encoded character; invalid bytes are skipped one at a time.
    private static func text(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0, first < 0xF8 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let encoded = Array(bytes.prefix(length))
        guard let scalar = String(validating: encoded, as: UTF8.self)?.unicodeScalars.first,
            encoded.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 })
        else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }
}
