/// Decodes the escapes of a string's raw bytes that `JSONReader` has already validated.
enum JSONUnescaper {
    /// The text of `raw` (the bytes between the quotes) with every escape decoded; escapes only ever shrink.
    static func unescape(_ raw: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: raw.count) { output in
            var output = JSONByteWriter(buffer: output)
            var index = 0
            while index < raw.count {
                if raw[index] != JSONByte.backslash {
                    index = output.appendRun(of: raw, from: index, upTo: JSONByte.backslash)
                } else if raw[index + 1] == UInt8(ascii: "u") {
                    index = appendUnicodeEscape(raw, at: index, to: &output)
                } else {
                    output.append(simpleEscape(raw[index + 1]))
                    index += 2
                }
            }
            return output.count
        }
    }

    private static func simpleEscape(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: byte
        }
    }

    private static func appendUnicodeEscape(
        _ raw: UnsafeRawBufferPointer, at index: Int, to output: inout JSONByteWriter
    ) -> Int {
        let high = hexUnit(raw, at: index)
        guard (0xD800...0xDBFF).contains(high) else {
            append(UInt32(high), to: &output)
            return index + 6
        }
        let low = hexUnit(raw, at: index + 6)
        append(0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(low - 0xDC00)), to: &output)
        return index + 12
    }

    private static func hexUnit(_ raw: UnsafeRawBufferPointer, at index: Int) -> UInt16 {
        var unit: UInt16 = 0
        for position in index + 2..<index + 6 {
            unit = unit << 4 | UInt16(JSONHex.value(of: raw[position]) ?? 0)
        }
        return unit
    }

    /// Appends the UTF-8 encoding of `scalar`, which validation has shown to be a Unicode scalar value.
    private static func append(_ scalar: UInt32, to output: inout JSONByteWriter) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(truncatingIfNeeded: scalar))
        case ..<0x800:
            output.append(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
            output.append(continuation(scalar))
        case ..<0x10000:
            output.append(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
            output.append(continuation(scalar >> 6))
            output.append(continuation(scalar))
        default:
            output.append(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
            output.append(continuation(scalar >> 12))
            output.append(continuation(scalar >> 6))
            output.append(continuation(scalar))
        }
    }

    private static func continuation(_ bits: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: 0x80 | bits & 0x3F)
    }
}
