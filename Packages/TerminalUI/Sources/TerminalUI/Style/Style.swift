/// An ANSI SGR style: a list of parameter codes applied to a span of text.
public struct Style: Sendable, Equatable {
    /// The SGR parameters, e.g. `["1", "38;5;33"]`.
    public let codes: [String]

    public init(_ codes: [String] = []) {
        self.codes = codes
    }

    /// No styling at all: text passes through unchanged.
    public static let plain = Style()
    public static let bold = Style(["1"])
    public static let dim = Style(["2"])
    public static let italic = Style(["3"])
    public static let underline = Style(["4"])
    public static let inverse = Style(["7"])

    /// A 256-colour foreground.
    public static func foreground(_ color: UInt8) -> Style { Style(["38;5;\(color)"]) }

    /// A 256-colour background.
    public static func background(_ color: UInt8) -> Style { Style(["48;5;\(color)"]) }

    /// Both styles at once.
    public func with(_ other: Style) -> Style { Style(codes + other.codes) }

    /// `text` wrapped in this style's escape sequence and a reset; unchanged when plain or empty.
    public func apply(_ text: String) -> String {
        guard !codes.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
