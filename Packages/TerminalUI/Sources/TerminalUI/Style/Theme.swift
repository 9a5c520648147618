/// The styles of every role in the terminal output; `.none` writes no escape sequences at all.
public struct Theme: Sendable, Equatable {
    public enum Name: String, Sendable { case light, dark, none }

    public let name: Name
    public let title: Style
    public let heading: Style
    public let body: Style
    public let secondary: Style
    public let accent: Style
    public let error: Style
    public let warning: Style
    public let selection: Style

    /// Whether this theme writes escape sequences.
    public var usesColor: Bool { name != .none }

    /// For terminals with a light background: darker foregrounds.
    public static let light = Theme(
        name: .light, title: .bold.with(.foreground(24)), heading: .bold.with(.foreground(235)),
        body: .foreground(235), secondary: .foreground(242), accent: .foreground(25),
        error: .bold.with(.foreground(160)), warning: .foreground(130), selection: .inverse)

    /// For terminals with a dark background: lighter foregrounds.
    public static let dark = Theme(
        name: .dark, title: .bold.with(.foreground(117)), heading: .bold.with(.foreground(255)),
        body: .foreground(252), secondary: .foreground(245), accent: .foreground(81),
        error: .bold.with(.foreground(203)), warning: .foreground(221), selection: .inverse)

    /// No colour: every style is plain.
    public static let none = Theme(
        name: .none, title: .plain, heading: .plain, body: .plain, secondary: .plain, accent: .plain,
        error: .plain, warning: .plain, selection: .plain)
}
