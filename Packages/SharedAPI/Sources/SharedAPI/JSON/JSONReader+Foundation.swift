import Foundation

extension JSONReader {
    /// Reads a string holding a UUID: 8-4-4-4-12 hex digits of either case, as `UUID(uuidString:)` accepts.
    public mutating func readUUID() throws -> UUID {
        skipWhitespace()
        let start = offset
        guard let uuid = try readUUIDIfValid() else { throw error(.invalidUUID, at: start) }
        return uuid
    }

    /// Reads a string and returns the UUID it holds, or nil when it holds none.
    mutating func readUUIDIfValid() throws -> UUID? {
        let span = try scanString()
        return span.isEscaped
            ? Self.parseUUID(string(from: span))
            : JSONUUIDParser.parse(UnsafeRawBufferPointer(rebasing: bytes[span.range]))
    }

    /// Reads a string holding a URL that `URL(string:)` accepts.
    public mutating func readURL() throws -> URL {
        let span = try scanString()
        guard let url = URL(string: string(from: span)) else {
            throw error(.invalidURL, at: span.range.lowerBound - 1)
        }
        return url
    }

    /// The strict parser over the unescaped text: `UUID(uuidString:)` on Linux accepts a sign inside a group.
    private static func parseUUID(_ text: String) -> UUID? {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { JSONUUIDParser.parse(UnsafeRawBufferPointer($0)) }
            ?? Array(utf8).withUnsafeBytes { JSONUUIDParser.parse($0) }
    }
}
