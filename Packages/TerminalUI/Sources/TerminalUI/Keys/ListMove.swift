/// How a key moves through a list: ↑/↓ (k/j) by a line, PgUp/PgDn by a page, Home/End (g/G) to either end.
public enum ListMove: Equatable, Sendable {
    /// By so many lines or rows: negative is up.
    case by(Int)
    /// To the first line or row.
    case first
    /// To the last line or row.
    case last

    /// The move of `key`; nil for a key that moves nothing.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - page: The lines or rows in view, a page's move.
    public init?(_ key: Key, page: Int) {
        switch key {
        case .up, .character("k"): self = .by(-1)
        case .down, .character("j"): self = .by(1)
        case .pageUp: self = .by(-page)
        case .pageDown: self = .by(page)
        case .home, .character("g"): self = .first
        case .end, .character("G"): self = .last
        default: return nil
        }
    }
}
