/// Why something failed, in one line, kept as a phrase and its values rather than finished words: a presentation
/// layer says it in the reader's language (SharedPresentation's `LoadFailure`, from `Shared.strings`), and
/// `description` is the English line, for logs.
///
/// Two reasons are equal when their English lines are, so a reason written as a string literal equals the phrase
/// that reads the same.
public struct FailureReason: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// What went wrong.
    public let phrase: Phrase
    /// The address it went wrong with (`host:port`), shown after the phrase; nil when there is none.
    public let address: String?

    /// The reason `phrase`, with the address it happened with, if any.
    public init(_ phrase: Phrase, address: String? = nil) {
        self.phrase = phrase
        self.address = address
    }

    /// A reason in words already written: shown as it is in every language.
    public init(stringLiteral value: String) {
        self.init(.text(value))
    }

    /// The English line: the phrase, then the address in parentheses.
    public var description: String {
        address.map { "\(phrase) (\($0))" } ?? phrase.description
    }

    public static func == (lhs: FailureReason, rhs: FailureReason) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
