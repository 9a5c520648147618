extension Theme {
    /// The theme for `--theme`, `--no-color` and the environment.
    ///
    /// No colour when `noColor` is set, `NO_COLOR` is present (any value), output is not a terminal, or the terminal
    /// is a dumb one (`TERM=dumb`).
    /// `auto` takes what `askBackground` says the terminal's background is (its answer to ``GraphicsQuery``, asked
    /// only for `auto` on a terminal in colour), else reads `COLORFGBG` ("fg;bg": background 0–6 or 8 is dark, 7 or
    /// 9–15 is light); dark otherwise.
    public static func resolve(
        option: ThemeOption = .auto, noColor: Bool = false, environment: [String: String], isTerminal: Bool,
        askBackground: () -> Bool? = { nil }
    ) -> Theme {
        if noColor || TerminalEnvironment.refusesColor(environment) || !isTerminal { return .none }
        switch option {
        case .light: return .light
        case .dark: return .dark
        case .auto:
            let light = askBackground() ?? backgroundIsLight(environment["COLORFGBG"]) ?? false
            return light ? .light : .dark
        }
    }

    static func backgroundIsLight(_ colorfgbg: String?) -> Bool? {
        guard let last = colorfgbg?.split(separator: ";").last, let background = Int(last) else { return nil }
        return background == 7 || (9...15).contains(background)
    }
}
