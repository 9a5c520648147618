/// How many colours the terminal shows: 24-bit, the xterm 256-colour palette, or the 16 ANSI colours.
public enum ColorDepth: Sendable, Equatable, CaseIterable {
    case trueColor
    case palette256
    case palette16

    /// `COLORTERM` truecolor or 24bit gives 24-bit; a `TERM` with 256color (xterm-, screen-, tmux-) 256
    /// colours; anything else the 16 ANSI colours.
    public static func detect(environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if environment["TERM"]?.lowercased().contains("256color") == true { return .palette256 }
        return .palette16
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
