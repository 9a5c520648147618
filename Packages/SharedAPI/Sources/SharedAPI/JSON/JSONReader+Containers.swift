import Foundation

/// An object key as it stands in the document: its raw bytes' range and whether it has escapes.
@usableFromInline
typealias JSONKeySpan = (range: Range<Int>, isEscaped: Bool)

extension JSONReader {
    /// Reads an object, calling `member` with each key in document order; a member value left unread is skipped.
    ///
    /// Duplicate keys are passed on as they come.
    public mutating func readObject(_ member: (inout JSONReader, String) throws -> Void) throws {
        try readObjectKeySpans { reader, key in try member(&reader, reader.string(from: key)) }
    }

    /// Reads an object like `readObject(_:)`, passing each key as its span in the document instead of a String.
    @usableFromInline
    mutating func readObjectKeySpans(_ member: (inout JSONReader, JSONKeySpan) throws -> Void) throws {
        try enterContainer(JSONByte.openBrace, expected: .object)
        if consume(JSONByte.closeBrace) { return leaveContainer() }
        repeat {
            let key = try scanKey()
            try readValue { reader in try member(&reader, key) }
        } while try continuesContainer(closing: JSONByte.closeBrace, expected: .commaOrBrace)
        leaveContainer()
    }

    /// Reads an array, calling `element` once per element; an element left unread is skipped.
    public mutating func readArray(_ element: (inout JSONReader) throws -> Void) throws {
        try enterContainer(JSONByte.openBracket, expected: .array)
        if consume(JSONByte.closeBracket) { return leaveContainer() }
        repeat {
            try readValue(with: element)
        } while try continuesContainer(closing: JSONByte.closeBracket, expected: .commaOrBracket)
        leaveContainer()
    }

    /// Reads an array into the values that `transform` reads from its elements.
    public mutating func mapArray<T>(_ transform: (inout JSONReader) throws -> T) throws -> [T] {
        var values: [T] = []
        try readArray { reader in values.append(try transform(&reader)) }
        return values
    }

    /// Whether the object key at `span` is `name`, byte for byte once its escapes are decoded.
    @usableFromInline
    func key(at span: JSONKeySpan, is name: String) -> Bool {
        guard !span.isEscaped else { return string(from: span).utf8.elementsEqual(name.utf8) }
        var name = name
        return name.withUTF8 { utf8 in
            guard utf8.count == span.range.count else { return false }
            guard let name = utf8.baseAddress, let key = bytes.baseAddress else { return utf8.isEmpty }
            return memcmp(name, key + span.range.lowerBound, utf8.count) == 0
        }
    }

    /// Validates the next object key and the ':' after it; returns the key's span like `scanString()`.
    mutating func scanKey() throws -> JSONKeySpan {
        guard try nextValueByte(expected: .objectKey) == JSONByte.quote else {
            throw error(.expected(.stringAsKey))
        }
        let span = try scanString()
        guard consume(JSONByte.colon) else { throw error(.expected(.colonAfterKey)) }
        return span
    }

    /// Consumes a ',' (true) or the closing byte (false) after a container's member or element.
    mutating func continuesContainer(closing: UInt8, expected: JSONToken) throws -> Bool {
        if consume(JSONByte.comma) { return true }
        if consume(closing) { return false }
        throw error(currentByte == nil ? .endOfInput(expected: expected) : .expected(expected))
    }

    private mutating func enterContainer(_ opening: UInt8, expected: JSONToken) throws {
        guard try nextValueByte(expected: expected) == opening else { throw error(.expected(expected)) }
        guard depth < Self.maximumDepth else { throw error(.nestingTooDeep(limit: Self.maximumDepth)) }
        depth += 1
        offset += 1
    }

    private mutating func leaveContainer() {
        depth -= 1
    }
}
