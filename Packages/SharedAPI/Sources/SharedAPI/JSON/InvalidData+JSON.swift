/// The one wording of an invalid JSON payload: every expectation of ``JSONReader`` words its error here.
extension InvalidData {
    /// `<path> is missing`: a member the resource needs is absent.
    public static func missing(at path: JSONPath) -> InvalidData {
        InvalidData("\(path) is missing")
    }

    /// `<path> <value> is a duplicate`: a value that must be unique (an id) came before.
    public static func duplicate(_ value: some CustomStringConvertible, at path: JSONPath) -> InvalidData {
        InvalidData("\(path) \(value) is a duplicate")
    }

    /// `<path> appears twice`: which of two members wins differs between parsers, so neither does.
    @usableFromInline
    static func repeated(at path: JSONPath) -> InvalidData {
        InvalidData("\(path) appears twice")
    }

    /// `<path> is null`.
    static func null(at path: JSONPath) -> InvalidData {
        InvalidData("\(path) is null")
    }

    /// `<path> is not <expected>`: `is not a UUID`, `is not an ISO 8601 date-time`.
    @usableFromInline
    static func value(at path: JSONPath, isNot expected: String) -> InvalidData {
        InvalidData("\(path) is not \(expected)")
    }

    /// `<path> is not <kind>`: `is not an object`, `is not a string`.
    static func value(at path: JSONPath, isNot kind: JSONValueKind) -> InvalidData {
        value(at: path, isNot: name(of: kind))
    }

    /// `malformed JSON: <reason> at byte <offset>`: the document itself is not JSON.
    static func malformedJSON(_ error: JSONReaderError) -> InvalidData {
        InvalidData("malformed JSON: \(error.reason) at byte \(error.offset)")
    }

    private static func name(of kind: JSONValueKind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
