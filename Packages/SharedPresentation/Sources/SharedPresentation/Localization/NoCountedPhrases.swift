/// The counted phrases of a table that has none.
public struct NoCountedPhrases: RawRepresentable, CaseIterable, Sendable {
    /// Never read: there is no value of this type.
    public let rawValue: String

    /// Always nil: no key is a counted phrase.
    public init?(rawValue: String) { nil }

    /// None.
    public static var allCases: [NoCountedPhrases] { [] }
}
