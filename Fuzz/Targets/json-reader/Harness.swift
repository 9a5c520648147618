import Foundation
import SharedAPI

// Fuzzes `JSONReader` against `JSONSerialization`, the reference parser of Foundation.
//
// Properties checked on every input:
// - the three ways of reading a document (skip it, leave it unread, read it as a tree) agree on validity;
// - the reader accepts exactly the documents `JSONSerialization` accepts, with the documented exceptions below;
// - an accepted document reads to the same values (strings, numbers, booleans, nulls, arrays, objects);
// - an error names an offset inside the document and a one-line reason;
// - a document that is one string reads as the UUID that `strictUUID` (8-4-4-4-12 hex) and the URL that
//   `URL(string:)` say, escaped or not.
//
// Documented differences (the reader is stricter; these are not failures):
// - numbers that are not finite as a `Double` (`1e400`): the reader's `readDouble` rejects them;
// - documents in UTF-16 or UTF-32, which `JSONSerialization` detects and the reader (UTF-8 only) rejects;
// - a trailing comma before `]` or `}` (`[1,]`), which `JSONSerialization` on Linux accepts and RFC 8259 does not;
// - U+FEFF in strings and keys, which `JSONSerialization` on Linux drops at their start and after an escape:
//   both are compared without any (an object whose keys collide then is not compared).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let skipped = Result { try JSONReader.read(data) { reader in try reader.skipValue() } }
    let unread = Result { try JSONReader.read(data) { _ in } }
    let tree = Result { try JSONReader.read(data) { reader in try readTree(&reader) } }

    checkError(skipped, count: count)
    checkError(unread, count: count)
    checkError(tree, count: count)
    require(skipped.isSuccess == unread.isSuccess, "skipValue and an unread value disagree: \(skipped) vs \(unread)")

    let reference = ReferenceJSON.parse(data)
    switch tree {
    case let .success(value):
        require(skipped.isSuccess, "the tree read but skipValue failed: \(skipped)")
        require(reference != nil, "JSONReader accepts what JSONSerialization rejects: \(JSONShape.dump(data))")
        if let reference { require(value.matches(reference), "values differ: \(value) vs \(reference)") }
        checkScalarReaders(data, value)
    case let .failure(error):
        let excused =
            (error as? JSONReaderError)?.syntax == .numberOutOfRange || JSONShape.isWideUnicode(data)
            || JSONShape.hasTrailingComma(data)
        if !excused {
            require(!skipped.isSuccess, "skipValue accepts what the tree read rejects: \(error)")
            require(
                reference == nil,
                "JSONSerialization accepts what JSONReader rejects (\(error)): \(JSONShape.dump(data))")
        }
    }
    return 0
}

/// Reads any value into the same plain form as the reference, keeping the last of duplicate keys.
private func readTree(_ reader: inout JSONReader) throws -> ReferenceJSON {
    switch try reader.peekKind() {
    case .object:
        var members: [String: ReferenceJSON] = [:]
        try reader.readObject { reader, key in members[key] = try readTree(&reader) }
        return .object(members)
    case .array:
        return .array(try reader.mapArray { reader in try readTree(&reader) })
    case .string:
        return .string(try reader.readString())
    case .number:
        return .number(try reader.readDouble())
    case .bool:
        return .bool(try reader.readBool())
    case .null:
        try reader.readNull()
        return .null
    }
}

/// A document that is one string or one number also reads through the typed readers, with Foundation's answer.
private func checkScalarReaders(_ data: Data, _ value: ReferenceJSON) {
    switch value {
    case let .string(text):
        let uuid = try? JSONReader.read(data) { reader in try reader.readUUID() }
        let expectedUUID = strictUUID(text)
        let isKnownLenient = knownFindings.contains("lenient-uuid") && uuid == UUID(uuidString: text)
        require(
            uuid == expectedUUID || isKnownLenient, "readUUID \(String(describing: uuid)) for \(text.debugDescription)")
        let url = try? JSONReader.read(data) { reader in try reader.readURL() }
        require(url == URL(string: text), "readURL \(String(describing: url)) for \(text.debugDescription)")
    case .number:
        // The reader ignores a leading byte order mark, as `Int(_:)` does not.
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .drop { $0 == "\u{FEFF}" }.trimmingCharacters(in: .whitespacesAndNewlines)
        let integer = try? JSONReader.read(data) { reader in try reader.readInt() }
        let expected = text.contains(where: { ".eE".contains($0) }) ? nil : Int(text)
        require(integer == expected, "readInt \(String(describing: integer)) for \(text)")
    default:
        break
    }
}

private func checkError<T>(_ result: Result<T, any Error>, count: Int) {
    guard case let .failure(error) = result else { return }
    guard let error = error as? JSONReaderError else { return require(false, "not a JSONReaderError: \(error)") }
    require((0...count).contains(error.offset), "error offset \(error.offset) outside 0...\(count)")
    requireOneLineCause(error.description, context: "JSONReaderError")
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

extension ReferenceJSON {
    /// Equal, with numbers compared to the precision `JSONSerialization` keeps.
    fileprivate func matches(_ other: ReferenceJSON) -> Bool {
        switch (self, other) {
        case let (.number(left), .number(right)):
            // JSONSerialization reads integers beyond 64 bits as decimals, off by several ulps (seen: 5 ulps).
            return left == right || abs(left - right) <= abs(right) * 1e-14
        case let (.array(left), .array(right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.matches($1) }
        case let (.object(left), .object(right)):
            // JSONSerialization drops U+FEFF from keys at their start and after an escape, and keeps it elsewhere:
            // keys are compared without any, and an object whose keys collide without them is not compared.
            guard let left = left.withoutByteOrderMarksInKeys, let right = right.withoutByteOrderMarksInKeys else {
                return true
            }
            return left.count == right.count
                && left.allSatisfy { key, value in right[key].map { value.matches($0) } ?? false }
        case let (.string(left), .string(right)):
            return left.withoutByteOrderMarks == right.withoutByteOrderMarks
        default:
            return self == other
        }
    }
}

extension String {
    fileprivate var withoutByteOrderMarks: String {
        contains("\u{FEFF}") ? replacingOccurrences(of: "\u{FEFF}", with: "") : self
    }
}

extension Dictionary where Key == String, Value == ReferenceJSON {
    /// The object with U+FEFF removed from its keys, or nil when two keys become one.
    fileprivate var withoutByteOrderMarksInKeys: [String: ReferenceJSON]? {
        guard keys.contains(where: { $0.contains("\u{FEFF}") }) else { return self }
        let pairs = map { (key, value) in (key.withoutByteOrderMarks, value) }
        let result = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        return result.count == count ? result : nil
    }
}
