import Foundation
import SharedAPI

/// Which image URLs the feed accepts.
enum FeedImageURL {
    /// An absolute http or https URL with a host and a usable port: never `file:` or another scheme a client
    /// would open locally, never a port past 65535.
    ///
    /// The scheme and host are checked on the bytes before `URL(string:)`: `URL.scheme` and `URL.host`
    /// would cost half as much again as the parse itself.
    static func parse(_ text: String) -> URL? {
        var text = text
        let accepted = text.withUTF8 { hasHTTPSchemeAndHost($0) && URLPort.isValid(authorityOf: $0) }
        return accepted ? URL(string: text) : nil
    }

    static func hasHTTPSchemeAndHost(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = httpSchemeLength(bytes) else { return false }
        var hostStart = start
        var index = start
        while index < bytes.count, !isEndOfAuthority(bytes[index]) {
            if bytes[index] == UInt8(ascii: "@") { hostStart = index + 1 }
            index += 1
        }
        return hostStart < index && bytes[hostStart] != UInt8(ascii: ":")
    }

    /// 7 for `http://`, 8 for `https://` (the scheme in any case), else nil.
    private static func httpSchemeLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count > 7, lowercased(bytes[0]) == UInt8(ascii: "h"), lowercased(bytes[1]) == UInt8(ascii: "t"),
            lowercased(bytes[2]) == UInt8(ascii: "t"), lowercased(bytes[3]) == UInt8(ascii: "p")
        else { return nil }
        let colon = lowercased(bytes[4]) == UInt8(ascii: "s") ? 5 : 4
        guard bytes.count > colon + 2, bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: "/"),
            bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        return colon + 3
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    private static func isEndOfAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}
