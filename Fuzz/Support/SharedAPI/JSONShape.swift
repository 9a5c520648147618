import Foundation
import SharedAPI

/// Facts about a document that make `JSONSerialization` and the mappers' parser legitimately disagree.
enum JSONShape {
    /// Whether some object has the same key twice: which value wins is then up to each parser.
    static func hasDuplicateKeys(_ data: Data) -> Bool {
        (try? JSONReader.read(data) { reader in try hasDuplicateKeys(&reader) }) ?? false
    }

    /// Whether the reference cannot judge a mapper's rejection of `data`: where an object has a key twice,
    /// `JSONSerialization` keeps one of the values, while the mappers reject a member they read that appears twice.
    /// A document a mapper accepts reads the same with either value, so acceptances are always compared.
    static func excusesRejection(_ data: Data) -> Bool {
        hasDuplicateKeys(data)
    }

    private static func hasDuplicateKeys(_ reader: inout JSONReader) throws -> Bool {
        var found = false
        switch try reader.peekKind() {
        case .object:
            var keys: Set<String> = []
            try reader.readObject { reader, key in
                if !keys.insert(key).inserted { found = true }
                if try hasDuplicateKeys(&reader) { found = true }
            }
        case .array:
            try reader.readArray { reader in
                if try hasDuplicateKeys(&reader) { found = true }
            }
        default:
            try reader.skipValue()
        }
        return found
    }

    /// Whether a ',' is followed (after whitespace) by ']' or '}' outside strings: `[1,]`.
    static func hasTrailingComma(_ data: Data) -> Bool {
        var isInString = false
        var isEscaped = false
        var lastSignificant: UInt8 = 0
        for byte in data {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                lastSignificant = byte
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if lastSignificant == UInt8(ascii: ",") { return true }
            case UInt8(ascii: "\""):
                isInString = true
            default:
                break
            }
            lastSignificant = byte
        }
        return false
    }

    /// A UTF-16 or UTF-32 document, as Foundation detects it from a zero byte in the first four.
    static func isWideUnicode(_ data: Data) -> Bool {
        data.prefix(4).contains(0) || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
    }

    /// A U+FEFF after the first byte (inside a string, a key or a date): Linux `JSONSerialization` drops it,
    /// so a reference over it reads "\u{FEFF}image" as "image" and a BOM-prefixed date as a date.
    static func hasByteOrderMarkInside(_ data: Data) -> Bool {
        let bytes = Array(data.dropFirst())
        guard bytes.count >= 3 else { return false }
        return (0...(bytes.count - 3)).contains { bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBB && bytes[$0 + 2] == 0xBF }
    }

    /// The first bytes of `data` as a quoted, escaped one-line string for a failure message.
    static func dump(_ data: Data) -> String {
        String(decoding: data.prefix(300), as: UTF8.self).debugDescription
    }
}
