/// What the environment variables say about the terminal; an empty value counts as unset.
enum TerminalEnvironment {
    /// Inside tmux or GNU screen, which do not pass graphics sequences through.
    static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return isSet(environment["TMUX"]) || isSet(environment["STY"]) || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
    }

    /// Inside tmux, which can pass sequences through to the terminal outside.
    static func isTmux(_ environment: [String: String]) -> Bool {
        isSet(environment["TMUX"])
    }

    static func isKitty(_ environment: [String: String]) -> Bool {
        environment["TERM"] == "xterm-kitty" || isSet(environment["KITTY_WINDOW_ID"])
    }

    static func isITerm2(_ environment: [String: String]) -> Bool {
        environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2"
    }

    static func isWezTerm(_ environment: [String: String]) -> Bool {
        environment["TERM_PROGRAM"] == "WezTerm"
    }

    /// foot and mlterm, which speak sixel and say so in `TERM`.
    static func speaksSixel(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term.hasPrefix("foot") || term.hasPrefix("mlterm")
    }

    /// No colour wanted: `NO_COLOR` present (any value) or `TERM=dumb`.
    static func refusesColor(_ environment: [String: String]) -> Bool {
        environment["NO_COLOR"] != nil || environment["TERM"] == "dumb"
    }

    static func isSet(_ value: String?) -> Bool {
        !(value ?? "").isEmpty
    }
}
