import Foundation

/// A terminal graphics protocol that shows an image in character cells.
public enum InlineImageProtocol: Equatable, Sendable {
    /// The kitty graphics protocol (PNG only here).
    case kitty
    /// iTerm2's inline images (OSC 1337).
    case iTerm2

    /// The protocol the environment says the terminal speaks, or nil: never inside tmux or screen,
    /// which do not pass these sequences through, and never when `optOutVariable` is set to
    /// `off`, `0`, `no`, `false` or `none`.
    public static func detect(in environment: [String: String], optOutVariable: String? = nil) -> InlineImageProtocol? {
        if isOptedOut(optOutVariable.flatMap { environment[$0] }) || isMultiplexed(environment) { return nil }
        if environment["TERM"] == "xterm-kitty" || isSet(environment["KITTY_WINDOW_ID"]) { return .kitty }
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iTerm2 }
        return nil
    }

    /// Whether this protocol can show `data`: kitty gets PNG only, iTerm2 decodes the format itself.
    public func canShow(_ data: Data) -> Bool {
        switch self {
        case .kitty: PNGHeader(data) != nil
        case .iTerm2: !data.isEmpty
        }
    }

    private static func isOptedOut(_ value: String?) -> Bool {
        ["off", "0", "no", "false", "none"].contains(value?.lowercased() ?? "")
    }

    private static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return isSet(environment["TMUX"]) || isSet(environment["STY"]) || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
    }

    private static func isSet(_ value: String?) -> Bool {
        !(value ?? "").isEmpty
    }
}
