/// The rules for the message of a new comment, checked before anything is sent.
public enum NewCommentMessage {
    /// The most characters (grapheme clusters) a message may have.
    public static let maximumLength = 1_000

    /// Why a message cannot be posted.
    public enum ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The message has no characters.
        case empty
        /// The message has only whitespace.
        case whitespaceOnly
        /// The message has more than `maximum` characters.
        case tooLong(length: Int, maximum: Int)

        public var description: String {
            switch self {
            case .empty: "the message is empty"
            case .whitespaceOnly: "the message has only whitespace"
            case let .tooLong(length, maximum): "the message has \(length) characters; the maximum is \(maximum)"
            }
        }
    }

    /// Throws unless `message` has a visible character and at most `maximumLength` characters.
    public static func validate(_ message: String) throws(ValidationError) {
        guard !message.isEmpty else { throw .empty }
        guard message.contains(where: { !$0.isWhitespace }) else { throw .whitespaceOnly }
        let length = message.count
        guard length <= maximumLength else { throw .tooLong(length: length, maximum: maximumLength) }
    }
}
