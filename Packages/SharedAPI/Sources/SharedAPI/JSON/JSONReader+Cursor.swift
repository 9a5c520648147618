extension JSONReader {
    var currentByte: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn: offset += 1
            default: return
            }
        }
    }

    /// Skips whitespace, then consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Skips whitespace and returns the next byte, or throws at the end of the input.
    mutating func nextValueByte(expected: JSONToken) throws -> UInt8 {
        skipWhitespace()
        guard let byte = currentByte else { throw error(.endOfInput(expected: expected)) }
        return byte
    }

    func error(_ syntax: JSONSyntax, at position: Int? = nil) -> JSONReaderError {
        JSONReaderError(syntax, offset: position ?? offset)
    }
}
