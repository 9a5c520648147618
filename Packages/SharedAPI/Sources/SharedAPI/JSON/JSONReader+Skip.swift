extension JSONReader {
    /// Reads and discards the next value after validating it; nesting is walked without recursion.
    public mutating func skipValue() throws {
        var closers: [UInt8] = []
        repeat {
            let isOpened = try skipValueStart(closers: &closers)
            if !isOpened { try skipValueEnds(closers: &closers) }
        } while !closers.isEmpty
    }

    /// Skips a scalar or an empty container (false), or opens a container and reads its first key, if any (true).
    private mutating func skipValueStart(closers: inout [UInt8]) throws -> Bool {
        switch try peekKind() {
        case .object, .array:
            guard depth + closers.count < Self.maximumDepth else {
                throw error(.nestingTooDeep(limit: Self.maximumDepth))
            }
            let closer = bytes[offset] == JSONByte.openBrace ? JSONByte.closeBrace : JSONByte.closeBracket
            offset += 1
            guard !consume(closer) else { return false }
            closers.append(closer)
            if closer == JSONByte.closeBrace { _ = try scanKey() }
            return true
        case .string: _ = try scanString()
        case .number: _ = try scanNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
        return false
    }

    /// After a value: closes the containers that end here, or consumes the ',' (and key) before the next value.
    private mutating func skipValueEnds(closers: inout [UInt8]) throws {
        while let closer = closers.last {
            if consume(JSONByte.comma) {
                if closer == JSONByte.closeBrace { _ = try scanKey() }
                return
            }
            guard consume(closer) else {
                let expected: JSONToken = closer == JSONByte.closeBrace ? .commaOrBrace : .commaOrBracket
                throw error(
                    currentByte == nil ? .endOfInput(expected: expected) : .expected(expected))
            }
            closers.removeLast()
        }
    }
}
