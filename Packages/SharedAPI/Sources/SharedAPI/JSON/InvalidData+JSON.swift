/// The one wording of an invalid JSON payload: every expectation of ``JSONReader`` throws its error here, as a
/// ``FailureReason/Phrase`` whose words (English too) live only in the causes' tables.
extension InvalidData {
    /// `<path> is missing`: a member the resource needs is absent.
    public static func missing(at path: JSONPath) -> InvalidData {
        InvalidData(FailureReason(.jsonMissing(path: path.description)))
    }

    /// `<path> <value> is a duplicate`: a value that must be unique (an id) came before.
    public static func duplicate(_ value: some CustomStringConvertible, at path: JSONPath) -> InvalidData {
        InvalidData(FailureReason(.jsonDuplicate(path: path.description, value: value.description)))
    }

    /// `<path> appears twice`: which of two members wins differs between parsers, so neither does.
    @usableFromInline
    static func repeated(at path: JSONPath) -> InvalidData {
        InvalidData(FailureReason(.jsonRepeated(path: path.description)))
    }

    /// `<path> is null`.
    static func null(at path: JSONPath) -> InvalidData {
        InvalidData(FailureReason(path == .root ? .payloadNull : .jsonNull(path: path.description)))
    }

    /// `<path> is not <format>`: `is not a UUID`, `is not an ISO 8601 date-time`.
    @usableFromInline
    static func value(at path: JSONPath, isNot format: JSONStringFormat) -> InvalidData {
        let path = path.description
        return switch format {
        case .uuid: InvalidData(FailureReason(.jsonNotUUID(path: path)))
        case .dateTime: InvalidData(FailureReason(.jsonNotDateTime(path: path)))
        case .httpURL: InvalidData(FailureReason(.jsonNotHTTPURL(path: path)))
        }
    }

    /// `<path> is not <kind>`: `is not an object`, `is not a string`.
    static func value(at path: JSONPath, isNot kind: JSONValueKind) -> InvalidData {
        InvalidData(FailureReason(path == .root ? payload(isNot: kind) : value(at: path.description, isNot: kind)))
    }

    /// `malformed JSON: <reason> at byte <offset>`: the document itself is not JSON.
    static func malformedJSON(_ error: JSONReaderError) -> InvalidData {
        InvalidData(FailureReason(.malformedJSON(reason: error.syntax, offset: error.offset)))
    }

    private static func value(at path: String, isNot kind: JSONValueKind) -> FailureReason.Phrase {
        switch kind {
        case .object: .jsonNotObject(path: path)
        case .array: .jsonNotArray(path: path)
        case .string: .jsonNotString(path: path)
        case .number: .jsonNotNumber(path: path)
        case .bool: .jsonNotBoolean(path: path)
        case .null: .jsonNotNull(path: path)
        }
    }

    private static func payload(isNot kind: JSONValueKind) -> FailureReason.Phrase {
        switch kind {
        case .object: .payloadNotObject
        case .array: .payloadNotArray
        case .string: .payloadNotString
        case .number: .payloadNotNumber
        case .bool: .payloadNotBoolean
        case .null: .payloadNotNull
        }
    }
}

/// What a JSON string must spell, named in the cause when it does not: ``JSONReader/readString(at:as:_:)``.
public enum JSONStringFormat: Sendable, Hashable {
    /// 8-4-4-4-12 hex digits.
    case uuid
    /// An ISO 8601 date-time.
    case dateTime
    /// An absolute http or https URL.
    case httpURL
}
