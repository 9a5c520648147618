import Foundation

/// Whether the port a URL names can be connected to: a URL's parser accepts `:70000`, and reads
/// `:99999999999999999999` as no port at all, which would mean the scheme's default.
public enum URLPort {
    /// True when `url` names no port (the scheme's default), or a port from 1 to 65535 in at most five digits.
    public static func isValid(_ url: URL) -> Bool {
        var text = url.absoluteString
        return text.withUTF8 { isValid(authorityOf: $0) }
    }

    /// The same check on a URL's bytes, for parsers that look at the bytes before making a `URL`.
    public static func isValid(authorityOf bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let portText = portText(in: bytes) else { return true }
        guard !portText.isEmpty else { return true }
        guard portText.count <= 5, portText.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        let port = portText.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return (1...65535).contains(port)
    }

    /// The bytes after the authority's port colon, or nil when it has none.
    private static func portText(in bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard let authority = authorityRange(in: bytes) else { return nil }
        var hostStart = authority.lowerBound
        for index in authority where bytes[index] == UInt8(ascii: "@") { hostStart = index + 1 }
        var colon: Int?
        var inBrackets = false
        for index in hostStart..<authority.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "["): inBrackets = true
            case UInt8(ascii: "]"): inBrackets = false
            case UInt8(ascii: ":") where !inBrackets: colon = index
            default: break
            }
        }
        return colon.map { bytes[($0 + 1)..<authority.upperBound] }
    }

    /// From after `scheme://` to the first `/`, `?` or `#`.
    private static func authorityRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let separator = schemeSeparatorEnd(in: bytes) else { return nil }
        var end = separator
        while end < bytes.count, ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[end]) {
            end += 1
        }
        return separator..<end
    }

    private static func schemeSeparatorEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: ":") {
                return bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/") ? index + 3 : nil
            }
            if [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[index]) { return nil }
            index += 1
        }
        return nil
    }
}
