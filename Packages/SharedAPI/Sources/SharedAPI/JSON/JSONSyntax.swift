/// What is wrong with a JSON document's syntax, as data: its words are `JSON_SYNTAX.<case>` in SharedPresentation's
/// `Causes.strings` (a token's `JSON_TOKEN.<token>`), in every language, English too.
public enum JSONSyntax: Sendable, Hashable {
    /// Something else came where `token` had to.
    case expected(JSONToken)
    /// The document ended where `token` had to come.
    case endOfInput(expected: JSONToken)
    /// The document ended inside `true`, `false` or `null`.
    case endOfInputInLiteral
    /// A word that is not `true`, `false` or `null`.
    case invalidLiteral
    /// Objects and arrays nested deeper than `limit`.
    case nestingTooDeep(limit: Int)
    /// A string that had to be a UUID.
    case invalidUUID
    /// A string that had to be a URL.
    case invalidURL
    /// An integer that does not fit.
    case integerOutOfRange
    /// A number that does not fit a double.
    case numberOutOfRange
    /// A number written with a leading zero.
    case leadingZero
    /// A control character written as it is in a string.
    case controlCharacterInString
    /// A string without its closing quote.
    case unterminatedString
    /// A backslash followed by a character that is no escape.
    case invalidEscape
    /// A `\u` escape of a low surrogate without a high one before it.
    case loneLowSurrogate
    /// A `\u` escape of a high surrogate without a low one after it.
    case loneHighSurrogate
    /// A `\u` escape without four hexadecimal digits.
    case invalidUnicodeEscape
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// More than whitespace after the document.
    case dataAfterDocument

    /// The key of the words in the causes' table.
    public var key: String {
        switch self {
        case .expected: "JSON_SYNTAX.expected"
        case .endOfInput: "JSON_SYNTAX.endOfInput"
        case .nestingTooDeep: "JSON_SYNTAX.nestingTooDeep"
        default: "JSON_SYNTAX.\(self)"
        }
    }

    /// The token the words name, if any: its words fill `{token}`.
    public var token: JSONToken? {
        switch self {
        case let .expected(token), let .endOfInput(token): token
        default: nil
        }
    }

    /// The values of the placeholders other than `{token}`.
    public var values: [String: String] {
        if case let .nestingTooDeep(limit) = self { return ["limit": String(limit)] }
        return [:]
    }
}

/// What a JSON reader expected: its words are `JSON_TOKEN.<case>` in SharedPresentation's `Causes.strings`.
public enum JSONToken: String, CaseIterable, Sendable {
    case object, array, objectKey, stringAsKey, colonAfterKey, commaOrBrace, commaOrBracket, value, trueOrFalse, null
    case string, number, integer, digit

    /// The key of the words in the causes' table.
    public var key: String { "JSON_TOKEN.\(rawValue)" }
}
