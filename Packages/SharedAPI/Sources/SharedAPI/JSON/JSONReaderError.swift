/// Why a JSON document could not be read, and the byte offset where that was found.
public struct JSONReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, as data: its words are in the causes' table (`JSONSyntax`).
    public let syntax: JSONSyntax
    /// The offset in bytes from the start of the document.
    public let offset: Int

    public init(_ syntax: JSONSyntax, offset: Int) {
        self.syntax = syntax
        self.offset = offset
    }

    /// For logs and tests, not for people: the syntax's key and the offset.
    public var description: String { "invalid JSON: \(syntax) at byte \(offset)" }
}
