/// Why a JSON document could not be read, and the byte offset where that was found.
public struct JSONReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A short cause, e.g. "expected ',' or '}'".
    public let reason: String
    /// The offset in bytes from the start of the document.
    public let offset: Int

    public init(_ reason: String, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String { "invalid JSON: \(reason) at byte \(offset)" }
}
