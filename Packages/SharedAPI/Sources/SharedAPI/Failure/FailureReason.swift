/// Why something failed, in one line, kept as a phrase and its values rather than finished words: a presentation
/// layer says it in the reader's language (SharedPresentation's `LoadFailure`, from `Shared.strings`, the one
/// place the words are written, English too).
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

    /// For logs and tests, not for people: words already written as they are, else the phrase's key and values,
    /// then the address in parentheses.
    public var description: String {
        let words: String
        if case let .text(text) = phrase {
            words = text
        } else {
            let values = phrase.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            words = (phrase.key ?? "") + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))")
        }
        return address.map { "\(words) (\($0))" } ?? words
    }
}
