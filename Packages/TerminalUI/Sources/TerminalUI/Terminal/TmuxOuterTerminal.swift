/// The terminal outside tmux, as tmux knows it: the attached client's terminal name (`#{client_termname}`) and
/// type (`#{client_termtype}`, its answer to XTVERSION, such as `kitty(0.31.0)`), whether the pane passes
/// sequences through (`#{allow-passthrough}`, tmux 3.3 and later), and the environment the tmux server was
/// started with (`show-environment -g`), which says what terminal that was when no client says.
public struct TmuxOuterTerminal: Equatable, Sendable {
    public var termName = ""
    public var termType = ""
    public var passesThrough = false
    public var environment: [String: String] = [:]

    public init(
        termName: String = "", termType: String = "", passesThrough: Bool = false, environment: [String: String] = [:]
    ) {
        (self.termName, self.termType, self.passesThrough, self.environment) = (
            termName, termType, passesThrough, environment
        )
    }

    /// The answers to ``command(pane:)``: its first line the three formats separated by tabs, then the environment,
    /// `NAME=value` a line (`-NAME` for a variable removed, skipped).
    public init(parsing output: String) {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let formats = lines.isEmpty ? [] : lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false)
        termName = formats.count > 0 ? String(formats[0]) : ""
        termType = formats.count > 1 ? String(formats[1]) : ""
        passesThrough = formats.count > 2 && ["1", "on", "all"].contains(formats[2])
        for line in lines {
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("-") else { continue }
            environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
    }

    /// The arguments of one tmux call that answers all of it, for `pane` (`$TMUX_PANE`) when known.
    public static func command(pane: String?) -> [String] {
        let target = pane.map { ["-t", $0] } ?? []
        let formats = "#{client_termname}\t#{client_termtype}\t#{allow-passthrough}"
        return ["display-message", "-p"] + target + [formats, ";", "show-environment", "-g"]
    }

    /// Whether kitty pictures drawn with Unicode placeholders reach the screen: tmux passes them through and the
    /// terminal outside draws placeholders: kitty from 0.28 on (of a version not known, taken as current) or
    /// Ghostty. WezTerm and Konsole speak kitty's protocol but draw no placeholders.
    public var drawsKittyPlaceholders: Bool {
        guard passesThrough else { return false }
        if let version = Self.kittyVersion(termType) { return !version.lexicographicallyPrecedes([0, 28]) }
        if termType.lowercased().hasPrefix("ghostty") { return true }
        guard termType.isEmpty else { return false }
        if termName == "xterm-kitty" || termName == "xterm-ghostty" { return true }
        guard termName.isEmpty else { return false }
        return !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty || environment["TERM_PROGRAM"] == "ghostty"
    }

    /// The version numbers of `kitty(X.Y.Z)`, nil for another terminal's type.
    static func kittyVersion(_ type: String) -> [Int]? {
        guard type.hasPrefix("kitty("), type.hasSuffix(")") else { return nil }
        return type.dropFirst(6).dropLast().split(separator: ".").map { Int($0) ?? 0 }
    }
}
