extension ImageMode {
    /// How this mode draws pictures, or nil for not at all. An explicit mode is taken as given (kitty inside tmux
    /// through placeholders); `auto` draws nothing off a terminal or without colour (`usesColor` false,
    /// `NO_COLOR`, `TERM=dumb`); inside tmux, kitty placeholders when `askTmux` says the terminal outside draws
    /// them and tmux passes them through, else blocks, as inside screen; kitty in kitty, iTerm2 in iTerm2, sixel in
    /// WezTerm (its kitty support replaces one placement with the next), foot and mlterm, else what `askTerminal`
    /// answers (kitty before sixel), else blocks. `askTerminal` and `askTmux` run only when needed:
    /// ``GraphicsQuery/ask(_:timeoutMilliseconds:environment:)``, ``TmuxOuterTerminal/ask(environment:run:)``.
    public func drawing(
        environment: [String: String], isTerminal: Bool, usesColor: Bool,
        askTerminal: () -> GraphicsQueryReply? = { nil }, askTmux: () -> TmuxOuterTerminal? = { nil }
    ) -> ImageDrawing? {
        switch self {
        case .off: return nil
        case .kitty: return TerminalEnvironment.isTmux(environment) ? .inline(.kittyPlaceholders) : .inline(.kitty)
        case .iterm2: return .inline(.iTerm2)
        case .sixel: return .inline(.sixel)
        case .blocks: return .blocks
        case .auto:
            guard isTerminal, usesColor, !TerminalEnvironment.refusesColor(environment) else { return nil }
            return Self.automatic(environment, askTerminal: askTerminal, askTmux: askTmux)
        }
    }

    private static func automatic(
        _ environment: [String: String], askTerminal: () -> GraphicsQueryReply?, askTmux: () -> TmuxOuterTerminal?
    ) -> ImageDrawing {
        if TerminalEnvironment.isMultiplexed(environment) {
            let placeholders = TerminalEnvironment.isTmux(environment) && askTmux()?.drawsKittyPlaceholders == true
            return placeholders ? .inline(.kittyPlaceholders) : .blocks
        }
        if TerminalEnvironment.isKitty(environment) { return .inline(.kitty) }
        if TerminalEnvironment.isITerm2(environment) { return .inline(.iTerm2) }
        if TerminalEnvironment.isWezTerm(environment) || TerminalEnvironment.speaksSixel(environment) {
            return .inline(.sixel)
        }
        let reply = askTerminal()
        if reply?.kitty == true { return .inline(.kitty) }
        if reply?.sixel == true { return .inline(.sixel) }
        return .blocks
    }
}
