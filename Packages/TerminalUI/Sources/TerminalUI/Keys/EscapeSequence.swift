/// The keys of `ESC [ …` (CSI) and `ESC O …` (SS3) sequences.
enum EscapeSequence {
    /// The longest CSI sequence waited for: bytes that never end one are dropped rather than held for ever.
    static let maximumLength = 64

    /// The key of the CSI sequence after `ESC [` and its length, nil when incomplete; unknown sequences
    /// are consumed whole with a nil key, and a sequence broken by a byte that cannot be in one (a control byte, the
    /// next `ESC`) is dropped up to that byte, which starts over.
    static func csi(_ bytes: ArraySlice<UInt8>) -> (key: Key?, length: Int)? {
        guard let endIndex = bytes.firstIndex(where: { !(0x20...0x3F).contains($0) }) else {
            return bytes.count > maximumLength ? (nil, bytes.count) : nil
        }
        let length = endIndex - bytes.startIndex
        guard (0x40...0x7E).contains(bytes[endIndex]) else { return (nil, length) }
        let parameters = String(decoding: bytes[bytes.startIndex..<endIndex], as: UTF8.self)
        if parameters.hasPrefix("<"), bytes[endIndex] == UInt8(ascii: "M") || bytes[endIndex] == UInt8(ascii: "m") {
            return (
                MouseEvent.sgr(parameters: parameters.dropFirst(), final: bytes[endIndex]).map(Key.mouse), length + 1
            )
        }
        return (key(final: bytes[endIndex], parameters: parameters), length + 1)
    }

    /// The key of the SS3 sequence after `ESC O` (application cursor keys).
    static func ss3(_ bytes: ArraySlice<UInt8>) -> (key: Key?, length: Int)? {
        guard let final = bytes.first else { return nil }
        return (key(final: final, parameters: ""), 1)
    }

    private static func key(final: UInt8, parameters: String) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"): return tilde(parameters.split(separator: ";").first.map(String.init) ?? "")
        default: return nil
        }
    }

    private static func tilde(_ code: String) -> Key? {
        switch code {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "5": .pageUp
        case "6": .pageDown
        default: nil
        }
    }
}
