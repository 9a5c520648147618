/// The shapes a character picture may use in a cell, as the terminal can draw them: `half` the upper half block
/// alone, `block` the block elements (halves, quadrants, eighths; U+2580–U+259F), `sextant` those and the sextants
/// (U+1FB00–U+1FB3B). `FEED_CLI_SYMBOLS` names one for a terminal guessed wrong.
public enum SymbolSet: String, CaseIterable, Sendable {
    case half, block, sextant

    /// The set `text` names, in any case; nil for anything else.
    public init?(parsing text: String) {
        guard let set = SymbolSet(rawValue: text.lowercased()) else { return nil }
        self = set
    }

    /// What the terminal can draw, from its environment: sextants in the terminals known to draw them themselves,
    /// whatever the font (kitty, foot, WezTerm, Ghostty, and VTE 0.70 or later: GNOME Terminal, Tilix, xfce4-terminal);
    /// half blocks on the Linux console, whose fonts have no quadrants; elsewhere the block elements, which common
    /// monospace fonts have and most terminals draw themselves. Inside tmux the variables the terminal outside set
    /// still tell.
    public static func detect(environment: [String: String]) -> SymbolSet {
        let term = environment["TERM"] ?? ""
        if term == "linux" { return .half }
        return drawsSextants(environment, term: term) ? .sextant : .block
    }

    private static func drawsSextants(_ environment: [String: String], term: String) -> Bool {
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        if ["xterm-kitty", "xterm-ghostty", "wezterm"].contains(term) || term.hasPrefix("foot") { return true }
        if ["wezterm", "ghostty"].contains(program) { return true }
        let variables = ["KITTY_WINDOW_ID", "WEZTERM_PANE", "GHOSTTY_RESOURCES_DIR"]
        if variables.contains(where: { TerminalEnvironment.isSet(environment[$0]) }) { return true }
        return Int(environment["VTE_VERSION"] ?? "").map { $0 >= 7_000 } ?? false
    }
}
