extension JSONReader {
    /// Reads a string, decoding escapes; rejects invalid UTF-8, raw control characters and lone surrogates.
    public mutating func readString() throws -> String {
        string(from: try scanString())
    }

    /// The decoded text of a string that `scanString()` validated.
    func string(from span: (range: Range<Int>, isEscaped: Bool)) -> String {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[span.range])
        guard span.isEscaped else { return String(decoding: raw, as: UTF8.self) }
        return JSONUnescaper.unescape(raw)
    }

    /// Validates the next string and moves past it; returns its raw bytes' range and whether it has escapes.
    mutating func scanString() throws -> (range: Range<Int>, isEscaped: Bool) {
        guard try nextValueByte(expected: .string) == JSONByte.quote else { throw error(.expected(.string)) }
        let start = offset + 1
        var index = start
        var isEscaped = false
        while index < bytes.count {
            index = JSONWord.endOfPlainASCII(in: bytes, from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == JSONByte.quote {
                offset = index + 1
                return (start..<index, isEscaped)
            } else if byte == JSONByte.backslash {
                index = try endOfEscape(at: index)
                isEscaped = true
            } else if byte < 0x80 {
                guard byte >= 0x20 else { throw error(.controlCharacterInString, at: index) }
                index += 1
            } else {
                index = try endOfUTF8Sequence(at: index)
            }
        }
        throw error(.unterminatedString, at: start - 1)
    }

    /// Validates the escape starting with the backslash at `index` and returns the index after it.
    private func endOfEscape(at index: Int) throws -> Int {
        guard index + 1 < bytes.count else { throw error(.unterminatedString, at: index) }
        switch bytes[index + 1] {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash,
            UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            return try endOfUnicodeEscape(at: index)
        default:
            throw error(.invalidEscape, at: index)
        }
    }

    /// Validates a `\uXXXX` escape (a surrogate pair counts as one) and returns the index after it.
    private func endOfUnicodeEscape(at index: Int) throws -> Int {
        let unit = try hexUnit(at: index)
        switch unit {
        case 0xDC00...0xDFFF:
            throw error(.loneLowSurrogate, at: index)
        case 0xD800...0xDBFF:
            guard let low = try? hexUnit(at: index + 6), (0xDC00...0xDFFF).contains(low) else {
                throw error(.loneHighSurrogate, at: index)
            }
            return index + 12
        default:
            return index + 6
        }
    }

    /// Reads the four hex digits of the `\u` escape at `index`.
    func hexUnit(at index: Int) throws -> UInt16 {
        guard index + 5 < bytes.count, bytes[index] == JSONByte.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
            throw error(.invalidUnicodeEscape, at: index)
        }
        var unit: UInt16 = 0
        for position in index + 2..<index + 6 {
            guard let digit = JSONHex.value(of: bytes[position]) else { throw error(.invalidUnicodeEscape, at: index) }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Validates the UTF-8 sequence whose lead byte is at `index` (RFC 3629) and returns the index after it.
    private func endOfUTF8Sequence(at index: Int) throws -> Int {
        let (continuations, secondRange): (Int, ClosedRange<UInt8>)
        switch bytes[index] {
        case 0xC2...0xDF: (continuations, secondRange) = (1, 0x80...0xBF)
        case 0xE0: (continuations, secondRange) = (2, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (continuations, secondRange) = (2, 0x80...0xBF)
        case 0xED: (continuations, secondRange) = (2, 0x80...0x9F)
        case 0xF0: (continuations, secondRange) = (3, 0x90...0xBF)
        case 0xF1...0xF3: (continuations, secondRange) = (3, 0x80...0xBF)
        case 0xF4: (continuations, secondRange) = (3, 0x80...0x8F)
        default: throw error(.invalidUTF8, at: index)
        }
        guard index + continuations < bytes.count, secondRange.contains(bytes[index + 1]) else {
            throw error(.invalidUTF8, at: index)
        }
        for position in index + 2..<index + 1 + continuations where bytes[position] & 0xC0 != 0x80 {
            throw error(.invalidUTF8, at: index)
        }
        return index + 1 + continuations
    }
}
