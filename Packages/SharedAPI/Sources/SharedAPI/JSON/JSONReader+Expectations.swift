import Foundation

/// The expectation layer mappers read payloads with: each reader takes the `path` of the value it reads and
/// turns a wrong type, a null, an invalid value or a repeated member into ``InvalidData`` in one wording
/// (`items[2].id is not a UUID`).
extension JSONReader {
    /// Reads the one JSON document in `bytes` like ``read(_:_:)``; a malformed document throws ``InvalidData``
    /// `malformed JSON: <reason> at byte <offset>`.
    public static func readPayload<T>(_ bytes: some ContiguousBytes, _ body: (inout JSONReader) throws -> T) throws
        -> T
    {
        do {
            return try read(bytes, body)
        } catch let error as JSONReaderError {
            throw InvalidData.malformedJSON(error)
        }
    }

    /// Throws `<path> is null` or `<path> is not <kind>` unless the next value is of `kind`.
    public mutating func expect(_ kind: JSONValueKind, at path: @autoclosure () -> JSONPath) throws {
        let actual = try peekKind()
        guard actual != kind else { return }
        if actual == .null, try readNullIfPresent() { throw InvalidData.null(at: path()) }
        throw InvalidData.value(at: path(), isNot: kind)
    }

    /// Reads the object at `path`, calling `member` once for each member named by a case of `keys`, in document
    /// order; other members are skipped, and a member of `keys` that appears twice throws `<path>.<key> appears
    /// twice`.
    @inlinable
    public mutating func readObject<Key: JSONObjectKey>(
        at path: @autoclosure () -> JSONPath, keys: Key.Type, _ member: (inout JSONReader, Key) throws -> Void
    ) throws {
        try expect(.object, at: path())
        var seen: UInt64 = 0
        try readObjectKeySpans { reader, span in
            guard let (key, bit) = reader.key(at: span, in: Key.self) else { return }
            guard seen & bit == 0 else { throw InvalidData.repeated(at: path().member(key.rawValue)) }
            seen |= bit
            try member(&reader, key)
        }
    }

    /// The case of `Key` named by the object key at `span`, and its bit (one per case, in declaration order).
    ///
    /// Compares the key's bytes in the document, so no String is made for it.
    @inlinable
    func key<Key: JSONObjectKey>(at span: JSONKeySpan, in _: Key.Type) -> (Key, UInt64)? {
        var bit: UInt64 = 1
        for key in Key.allCases {
            let candidate = key.rawValue
            // Keys rarely share a length: comparing lengths first spares most byte comparisons.
            if span.isEscaped || candidate.utf8.count == span.range.count, self.key(at: span, is: candidate) {
                return (key, bit)
            }
            bit <<= 1
        }
        return nil
    }

    /// Reads the array at `path`, calling `element` with each element and its index.
    public mutating func readArray(
        at path: @autoclosure () -> JSONPath, _ element: (inout JSONReader, Int) throws -> Void
    ) throws {
        try expect(.array, at: path())
        var index = 0
        try readArray { reader in
            try element(&reader, index)
            index += 1
        }
    }

    /// Reads the string at `path`.
    public mutating func readString(at path: @autoclosure () -> JSONPath) throws -> String {
        try expect(.string, at: path())
        return try readString()
    }

    /// Reads the string at `path`, or `null` as nil.
    public mutating func readStringOrNull(at path: @autoclosure () -> JSONPath) throws -> String? {
        if try readNullIfPresent() { return nil }
        return try readString(at: path())
    }

    /// Reads the string at `path` as what `parse` makes of it; nil from `parse` throws `<path> is not <format>`.
    @inlinable
    public mutating func readString<T>(
        at path: @autoclosure () -> JSONPath, as format: JSONStringFormat, _ parse: (String) throws -> T?
    ) throws -> T {
        guard let value = try parse(readString(at: path())) else {
            throw InvalidData.value(at: path(), isNot: format)
        }
        return value
    }

    /// Reads the UUID at `path`: a string of 8-4-4-4-12 hex digits, or `<path> is not a UUID`.
    public mutating func readUUID(at path: @autoclosure () -> JSONPath) throws -> UUID {
        try expect(.string, at: path())
        guard let uuid = try readUUIDIfValid() else { throw InvalidData.value(at: path(), isNot: .uuid) }
        return uuid
    }
}
