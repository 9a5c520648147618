import Foundation

/// The JSON body of a new comment, written by hand so encoding can never fail.
enum NewCommentBody {
    /// `{"message":"<escaped message>"}`.
    static func json(message: String) -> Data {
        var bytes = Array(#"{"message":""#.utf8)
        bytes.reserveCapacity(bytes.count + message.utf8.count + 2)
        for byte in message.utf8 { appendEscaped(byte, to: &bytes) }
        bytes.append(contentsOf: #""}"#.utf8)
        return Data(bytes)
    }

    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
        case 0..<0x20: bytes.append(contentsOf: unicodeEscape(byte).utf8)
        default: bytes.append(byte)
        }
    }

    private static func unicodeEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16)
        return #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
