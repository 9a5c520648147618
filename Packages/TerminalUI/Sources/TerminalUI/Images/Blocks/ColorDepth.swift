/// How many colours the terminal shows: 24-bit, the xterm 256-colour palette, or the 16 ANSI colours.
public enum ColorDepth: Sendable, Equatable, CaseIterable {
    case trueColor
    case palette256
    case palette16

    /// What the terminal draws, from more than its terminfo name: `COLORTERM` truecolor or 24bit, a `-direct`
    /// `TERM`, or a terminal known for 24-bit colour by its own variables (kitty, iTerm2, WezTerm, Ghostty, VS
    /// Code, VTE 0.36 and later) give 24-bit; a `TERM` with 256color, plain `xterm` (xterm has drawn 256 colours
    /// since 1999, and the terminals that borrow its name do too), `mlterm`, or xterm or mlterm by their own
    /// variables (`XTERM_VERSION`, `MLTERM`) 256 colours;
    /// anything else (`linux`, `vt100`, `xterm-16color`) the 16 ANSI colours. Inside tmux or screen only
    /// `COLORTERM` and `TERM` count: the outer terminal's variables say nothing of what the multiplexer passes on.
    public static func detect(environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        let term = environment["TERM"]?.lowercased() ?? ""
        let outside = !TerminalEnvironment.isMultiplexed(environment)
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if outside && speaksTrueColor(environment) { return .trueColor }
        if term.contains("256color") || term == "xterm" || term == "mlterm" { return .palette256 }
        let xtermOrMlterm = ["XTERM_VERSION", "MLTERM"].contains { TerminalEnvironment.isSet(environment[$0]) }
        if outside && xtermOrMlterm { return .palette256 }
        return .palette16
    }

    private static func speaksTrueColor(_ environment: [String: String]) -> Bool {
        let programs: Set = ["iTerm.app", "WezTerm", "ghostty", "vscode"]
        let vte = Int(environment["VTE_VERSION"] ?? "") ?? 0
        return TerminalEnvironment.isKitty(environment) || programs.contains(environment["TERM_PROGRAM"] ?? "")
            || vte >= 3600
    }

    /// The foreground closest to `color` at this depth.
    func foreground(_ color: RGBColor) -> Style {
        switch self {
        case .trueColor: .foreground(red: color.red, green: color.green, blue: color.blue)
        case .palette256: .foreground(TerminalPalette.xterm256(color))
        case .palette16: .foreground(ansi: TerminalPalette.ansi16(color))
        }
    }

    /// The background closest to `color` at this depth.
    func background(_ color: RGBColor) -> Style {
        switch self {
        case .trueColor: .background(red: color.red, green: color.green, blue: color.blue)
        case .palette256: .background(TerminalPalette.xterm256(color))
        case .palette16: .background(ansi: TerminalPalette.ansi16(color))
        }
    }
}
