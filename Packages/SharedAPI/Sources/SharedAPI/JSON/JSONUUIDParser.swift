import Foundation

/// Parses the 36-byte text form of a UUID without building a `String`.
enum JSONUUIDParser {
    /// The UUID spelled by `text` (8-4-4-4-12 hex digits, either case), or nil.
    static func parse(_ text: UnsafeRawBufferPointer) -> UUID? {
        guard text.count == 36, text[8] == JSONByte.minus, text[13] == JSONByte.minus,
            text[18] == JSONByte.minus, text[23] == JSONByte.minus,
            let a = hexValue(text, 0..<8), let b = hexValue(text, 9..<13), let c = hexValue(text, 14..<18),
            let d = hexValue(text, 19..<23), let e = hexValue(text, 24..<36)
        else { return nil }
        let halves = ((a << 32 | b << 16 | c).bigEndian, (d << 48 | e).bigEndian)
        return UUID(uuid: withUnsafeBytes(of: halves) { $0.loadUnaligned(as: uuid_t.self) })
    }

    private static func hexValue(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt64? {
        var value: UInt64 = 0
        for index in range {
            guard let digit = JSONHex.value(of: text[index]) else { return nil }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
