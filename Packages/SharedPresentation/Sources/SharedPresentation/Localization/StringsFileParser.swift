import Foundation

/// Reads a `.strings` table: `"key" = "value";` pairs, with `/* … */` and `// …` comments between them.
///
/// Foundation's `PropertyListSerialization` reads the same format, but the first table a process reads through it
/// costs 3.3M instructions, 4 % of an offline `feed-cli feed`; this reads the tables the packages ship in a few
/// thousand. It takes the format's quoted strings (escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\UXXXX`,
/// a UTF-16 unit; the others, `\u` among them, as Foundation takes them: the character itself) and unquoted words, and returns nil for anything else (a
/// `key;` without a value, a key twice, a byte sequence that is not UTF-8), so that the caller can hand the table
/// to `PropertyListSerialization` instead.
enum StringsFileParser {
    static func parse(_ bytes: [UInt8]) -> [String: String]? {
        var scanner = Scanner(bytes: bytes)
        var table: [String: String] = [:]
        while true {
            guard scanner.skipSpaceAndComments() else { return nil }
            if scanner.atEnd { return table }
            guard let key = scanner.token(), scanner.skipSpaceAndComments(), scanner.take(UInt8(ascii: "=")),
                scanner.skipSpaceAndComments(), let value = scanner.token(), scanner.skipSpaceAndComments(),
                scanner.take(UInt8(ascii: ";")), table.updateValue(value, forKey: key) == nil
            else { return nil }
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        private func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek() == byte else { return false }
            index += 1
            return true
        }

        /// Skips white space and comments; false for a comment that never ends.
        mutating func skipSpaceAndComments() -> Bool {
            if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while let byte = peek() {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let next = peek(), next != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    index += 2
                    while peek() != nil, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { index += 1 }
                    guard peek() != nil else { return false }
                    index += 2
                } else {
                    return true
                }
            }
            return true
        }

        /// A quoted string or an unquoted word.
        mutating func token() -> String? {
            take(UInt8(ascii: "\"")) ? quoted() : word()
        }

        private mutating func word() -> String? {
            let start = index
            while let byte = peek(), Self.isWordByte(byte) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: "-"):
                true
            default:
                false
            }
        }

        /// The rest of a quoted string, after its opening quote.
        private mutating func quoted() -> String? {
            var utf8: [UInt8] = []
            while let byte = peek() {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(bytes: utf8, encoding: .utf8)
                case UInt8(ascii: "\\"):
                    guard let escaped = escape() else { return nil }
                    utf8.append(contentsOf: escaped)
                default:
                    utf8.append(byte)
                }
            }
            return nil
        }

        /// The UTF-8 of the escape after a backslash.
        private mutating func escape() -> [UInt8]? {
            guard let byte = peek() else { return nil }
            index += 1
            switch byte {
            case UInt8(ascii: "n"): return [0x0A]
            case UInt8(ascii: "t"): return [0x09]
            case UInt8(ascii: "r"): return [0x0D]
            case UInt8(ascii: "0"): return [0x00]
            case UInt8(ascii: "U"):
                guard let scalar = unicodeEscape() else { return nil }
                return Array(String(scalar).utf8)
            default: return [byte]
            }
        }

        /// Four hexadecimal digits, and the low surrogate's `\UXXXX` after a high one.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let unit = hex4() else { return nil }
            guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit) }
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "U")), let low = hex4(),
                (0xDC00...0xDFFF).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }

        private mutating func hex4() -> UInt32? {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = peek(), let digit = Self.hexDigit(byte) else { return nil }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
