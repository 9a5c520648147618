/// Keys by name: as a configuration file writes them (`j`, `Ctrl-D`, `Up`, `Enter`, `PgDn`, case-insensitive but for
/// one character) and as a help screen shows them (`↑`, `Ctrl-D`, `PgDn`, `⏎`).
public enum KeyName {
    private static let named: [(names: [String], key: Key)] = [
        (["up", "↑"], .up), (["down", "↓"], .down), (["left", "←"], .left), (["right", "→"], .right),
        (["pgup", "pageup"], .pageUp), (["pgdn", "pagedown"], .pageDown), (["home"], .home), (["end"], .end),
        (["enter", "return", "⏎"], .enter), (["esc", "escape"], .escape), (["backspace", "⌫"], .backspace),
        (["tab"], .tab), (["del", "delete"], .delete), (["space"], .character(" ")),
    ]

    /// The key `text` names: a key's name in any case (or the symbol the help shows), one printable character as
    /// it is, or `Ctrl-X`, `C-x`, `^X` for a letter; nil for none, and for Ctrl-I, Ctrl-J, Ctrl-M and Ctrl-H, which a
    /// terminal sends as Tab, Enter and Backspace.
    ///
    /// - Parameter text: The name as a person wrote it.
    /// - Returns: The key, or nil when `text` names none.
    public static func parse(_ text: String) -> Key? {
        let lower = text.lowercased()
        // Names first: the help's `↑` or `⏎` is the key, not a character no terminal sends.
        if let found = named.first(where: { $0.names.contains(lower) }) { return found.key }
        if text.count == 1, let character = text.first, !character.isWhitespace, !character.isNewline,
            character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        {
            return .character(character)
        }
        for prefix in ["ctrl-", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, ("a"..."z").contains(letter) else { return nil }
            // Ctrl-I, Ctrl-M, Ctrl-H are Tab, Enter and Backspace on a terminal: no key of their own.
            return ["i", "m", "j", "h"].contains(letter) ? nil : .control(letter)
        }
        return nil
    }

    /// The name a help screen shows for `key`: an arrow or symbol where there is one, else a short word.
    ///
    /// - Parameter key: The key to name.
    /// - Returns: Its name, which ``parse(_:)`` reads back.
    public static func name(_ key: Key) -> String {
        switch key {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "⏎"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .tab: "Tab"
        case .delete: "Del"
        case .character(" "): "Space"
        case let .character(character): String(character)
        case let .control(letter): "Ctrl-" + letter.uppercased()
        case .mouse: "mouse"
        }
    }
}
