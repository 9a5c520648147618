import Foundation

/// A forward-only (pull) JSON reader over borrowed bytes, per RFC 8259; see `read(_:_:)`.
///
/// It never copies the document, never recurses on input and stops at `maximumDepth` nested containers.
/// It is non-copyable so it cannot outlive the bytes it borrows. After it throws, its position is unspecified.
public struct JSONReader: ~Copyable {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    let bytes: UnsafeRawBufferPointer
    /// The offset in bytes of the next unread byte.
    public internal(set) var offset: Int
    var depth = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        self.offset = Self.hasByteOrderMark(bytes) ? 3 : 0
    }

    /// Reads the one JSON document in `bytes` with `body`, then checks that only whitespace follows.
    ///
    /// A value that `body` leaves unread is validated and skipped. A leading UTF-8 byte order mark is ignored.
    public static func read<T>(_ bytes: some ContiguousBytes, _ body: (inout JSONReader) throws -> T) throws -> T {
        try bytes.withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            let result = try reader.readValue(with: body)
            try reader.finish()
            return result
        }
    }

    /// Runs `body` on the next value, skipping that value if `body` did not read it.
    mutating func readValue<T>(with body: (inout JSONReader) throws -> T) throws -> T {
        skipWhitespace()
        let start = offset
        let result = try body(&self)
        if offset == start { try skipValue() }
        return result
    }

    mutating func finish() throws {
        skipWhitespace()
        guard offset == bytes.count else { throw error(.dataAfterDocument) }
    }

    private static func hasByteOrderMark(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
