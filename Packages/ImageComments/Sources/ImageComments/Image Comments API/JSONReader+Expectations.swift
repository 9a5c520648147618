import SharedAPI

extension JSONReader {
    /// Throws `<path>: null` or `<path>: expected <description>` unless the next value is of `kind`.
    mutating func expect(_ kind: JSONValueKind, _ description: String, at path: @autoclosure () -> String) throws {
        let actual = try peekKind()
        guard actual != kind else { return }
        throw InvalidData(actual == .null ? "\(path()): null" : "\(path()): expected \(description)")
    }

    /// Reads the next value as a string, or throws an `InvalidData` naming `path`.
    mutating func readString(at path: @autoclosure () -> String) throws -> String {
        try expect(.string, "a string", at: path())
        return try readString()
    }
}
