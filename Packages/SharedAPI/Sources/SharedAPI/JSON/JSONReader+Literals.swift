extension JSONReader {
    /// Returns the kind of the next value without reading it.
    public mutating func peekKind() throws -> JSONValueKind {
        let byte = try nextValueByte(expected: .value)
        switch byte {
        case JSONByte.openBrace: return .object
        case JSONByte.openBracket: return .array
        case JSONByte.quote: return .string
        case JSONByte.minus, JSONByte.zero...JSONByte.nine: return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw error(.expected(.value))
        }
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws -> Bool {
        if try readLiteral("true") { return true }
        if try readLiteral("false") { return false }
        throw error(.expected(.trueOrFalse))
    }

    /// Reads `null`.
    public mutating func readNull() throws {
        guard try readLiteral("null") else { throw error(.expected(.null)) }
    }

    /// Reads `null` and returns true if it is next; otherwise reads nothing and returns false.
    public mutating func readNullIfPresent() throws -> Bool {
        try readLiteral("null")
    }

    /// Reads a string, or `null` as nil.
    public mutating func readStringOrNull() throws -> String? {
        try readNullIfPresent() ? nil : readString()
    }

    /// Consumes `literal` if it is next; throws if the input ends or a letter follows it.
    mutating func readLiteral(_ literal: StaticString) throws -> Bool {
        skipWhitespace()
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        guard offset < bytes.count, bytes[offset] == start[0] else { return false }
        guard bytes.count - offset >= count else { throw error(.endOfInputInLiteral) }
        for index in 1..<count where bytes[offset + index] != start[index] {
            throw error(.invalidLiteral, at: offset)
        }
        offset += count
        return true
    }
}
