extension JSONReader {
    /// Reads an object, calling `member` with each key in document order; a member value left unread is skipped.
    ///
    /// Duplicate keys are passed on as they come.
    public mutating func readObject(_ member: (inout JSONReader, String) throws -> Void) throws {
        try enterContainer(JSONByte.openBrace, expected: "an object")
        if consume(JSONByte.closeBrace) { return leaveContainer() }
        repeat {
            let key = try readKey()
            try readValue { reader in try member(&reader, key) }
        } while try continuesContainer(closing: JSONByte.closeBrace, expected: "',' or '}'")
        leaveContainer()
    }

    /// Reads an array, calling `element` once per element; an element left unread is skipped.
    public mutating func readArray(_ element: (inout JSONReader) throws -> Void) throws {
        try enterContainer(JSONByte.openBracket, expected: "an array")
        if consume(JSONByte.closeBracket) { return leaveContainer() }
        repeat {
            try readValue(with: element)
        } while try continuesContainer(closing: JSONByte.closeBracket, expected: "',' or ']'")
        leaveContainer()
    }

    /// Reads an array into the values that `transform` reads from its elements.
    public mutating func mapArray<T>(_ transform: (inout JSONReader) throws -> T) throws -> [T] {
        var values: [T] = []
        try readArray { reader in values.append(try transform(&reader)) }
        return values
    }

    mutating func readKey() throws -> String {
        let span = try scanKey()
        return string(from: span)
    }

    /// Validates the next object key and the ':' after it; returns the key's span like `scanString()`.
    mutating func scanKey() throws -> (range: Range<Int>, isEscaped: Bool) {
        guard try nextValueByte(expected: "an object key") == JSONByte.quote else {
            throw error("expected a string as object key")
        }
        let span = try scanString()
        guard consume(JSONByte.colon) else { throw error("expected ':' after an object key") }
        return span
    }

    /// Consumes a ',' (true) or the closing byte (false) after a container's member or element.
    mutating func continuesContainer(closing: UInt8, expected: String) throws -> Bool {
        if consume(JSONByte.comma) { return true }
        if consume(closing) { return false }
        throw error(currentByte == nil ? "unexpected end of input, expected \(expected)" : "expected \(expected)")
    }

    private mutating func enterContainer(_ opening: UInt8, expected: String) throws {
        guard try nextValueByte(expected: expected) == opening else { throw error("expected \(expected)") }
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
        depth += 1
        offset += 1
    }

    private mutating func leaveContainer() {
        depth -= 1
    }
}
