import TerminalUI

/// What a key does in the browser, by the name the config file's `[keys]` table uses.
package enum BrowserAction: String, CaseIterable, Sendable {
    case moveUp = "move_up", moveDown = "move_down", pageUp = "page_up", pageDown = "page_down", top, bottom
    case open, back, reload, search, sort, group, follow, comment, help, quit
    case retryImage = "retry_image", clearSearch = "clear_search", sendAgain = "send_again"
    case openPicture = "open_picture", copyURL = "copy_url", copyID = "copy_id"
    case nextNew = "next_new"

    /// The screens where the action is: two actions may share a key only when no screen has both.
    var screens: Set<BrowserState.Screen> {
        switch self {
        case .open, .retryImage, .search, .clearSearch, .quit, .nextNew: [.feed]
        case .back, .group, .follow, .comment, .sendAgain: [.comments]
        default: [.feed, .comments]
        }
    }

    /// The keys without a config file; the first is the one the state machine knows the action by.
    var defaultKeys: [Key] {
        switch self {
        case .moveUp: [.up, .character("k")]
        case .moveDown: [.down, .character("j")]
        case .pageUp: [.pageUp]
        case .pageDown: [.pageDown]
        case .top: [.home, .character("g")]
        case .bottom: [.end, .character("G")]
        case .open: [.enter, .right, .character("l")]
        case .back: [.escape, .left, .character("h"), .backspace, .character("q")]
        case .reload: [.character("r")]
        case .search: [.character("/")]
        case .sort: [.character("s")]
        case .group: [.character("a")]
        case .follow: [.character("f")]
        case .comment: [.character("c")]
        case .help: [.character("?")]
        case .quit: [.character("q")]
        case .retryImage: [.character("i")]
        case .clearSearch: [.escape]
        case .sendAgain: [.enter]
        case .openPicture: [.character("o")]
        case .copyURL: [.character("y")]
        case .copyID: [.character("Y")]
        case .nextNew: [.character("n")]
        }
    }
}

/// The browser's keys: each action's keys, the defaults but for those the config file's `[keys]` sets. The state
/// machine reads a key as the first default key of its action, so a remapped key acts exactly as that one did.
package struct BrowserKeymap: Equatable, Sendable {
    /// One line of `[keys]`: an action and the keys it takes, the line that says so.
    package struct Binding: Sendable {
        package let action: String
        package let keys: [String]
        package let line: Int

        package init(action: String, keys: [String], line: Int) {
            self.action = action
            self.keys = keys
            self.line = line
        }
    }

    /// A `[keys]` table that cannot be used, with the line to blame: `reason` names what is wrong and, for a
    /// conflict, both actions.
    package struct Failure: Error, Equatable, Sendable {
        package let line: Int
        package let action: String
        package let reason: String
    }

    private(set) var keys: [BrowserAction: [Key]]

    package static let standard = BrowserKeymap(
        keys: Dictionary(uniqueKeysWithValues: BrowserAction.allCases.map { ($0, $0.defaultKeys) }))

    /// The defaults with `bindings` over them. An unknown action, a key that is no key (or Ctrl-C, Ctrl-Z, kept for
    /// quitting and suspending), or one key for two actions of one screen is a failure naming the line, and for a
    /// conflict the other action and where it got the key (its line, or the defaults).
    /// `path` is the file's, for the place of the other action in a conflict.
    package static func make(_ bindings: [Binding], path: String) throws(Failure) -> BrowserKeymap {
        var keymap = standard
        var lines: [BrowserAction: Int] = [:]
        for binding in bindings {
            guard let action = BrowserAction(rawValue: binding.action) else {
                let known = BrowserAction.allCases.map(\.rawValue).joined(separator: ", ")
                throw Failure(
                    line: binding.line, action: binding.action, reason: "is no action of the browser (\(known)).")
            }
            var keys: [Key] = []
            for name in binding.keys {
                guard let key = KeyName.parse(name) else {
                    throw Failure(
                        line: binding.line, action: binding.action,
                        reason: "cannot take \"\(name)\": no such key (a character, Ctrl-X, Up, Enter, Esc, PgDn…).")
                }
                guard key != .control("c"), key != .control("z") else {
                    throw Failure(
                        line: binding.line, action: binding.action,
                        reason: "cannot take \(KeyName.name(key)): it quits or suspends on every screen.")
                }
                keys.append(key)
            }
            keymap.keys[action] = keys
            lines[action] = binding.line
        }
        try keymap.checkConflicts(lines: lines, path: path)
        return keymap
    }

    private func checkConflicts(lines: [BrowserAction: Int], path: String) throws(Failure) {
        for screen in [BrowserState.Screen.feed, .comments] {
            var owner: [String: BrowserAction] = [:]
            // Set lines first, so the failure blames a line of the file.
            let actions = BrowserAction.allCases.filter { $0.screens.contains(screen) }
                .sorted { (lines[$0] ?? Int.max) < (lines[$1] ?? Int.max) }
            for action in actions {
                for key in keys[action] ?? [] {
                    let name = KeyName.name(key)
                    if let other = owner[name] {
                        let (blamed, partner) = lines[action] != nil ? (action, other) : (other, action)
                        let place = lines[partner].map { "\(path):\($0)" } ?? "by default"
                        throw Failure(
                            line: lines[blamed] ?? 1, action: blamed.rawValue,
                            reason:
                                "takes \(name), which keys.\(partner.rawValue) also takes (\(place)) on the \(screen) screen."
                        )
                    }
                    owner[name] = action
                }
            }
        }
    }

    /// The action `key` stands for on `screen`, nil for none.
    func action(for key: Key, on screen: BrowserState.Screen) -> BrowserAction? {
        BrowserAction.allCases.first { $0.screens.contains(screen) && keys[$0]?.contains(key) == true }
    }

    /// The key the state machine knows `key`'s action by on `screen`: the action's first default key.
    func canonical(_ key: Key, on screen: BrowserState.Screen) -> Key? {
        action(for: key, on: screen)?.defaultKeys.first
    }

    /// The keys of `actions` as the help shows them: the first of each, then the second of each, and so on.
    func label(_ actions: BrowserAction...) -> String {
        let lists = actions.map { keys[$0] ?? [] }
        let longest = lists.map(\.count).max() ?? 0
        return (0..<longest).flatMap { index in lists.compactMap { index < $0.count ? $0[index] : nil } }
            .map(KeyName.name).joined(separator: " ")
    }

    /// The first key of each of `actions`, run together: a footer hint (`↑↓`, `q`).
    func hint(_ actions: BrowserAction...) -> String {
        actions.compactMap { keys[$0]?.first }.map(KeyName.name).joined()
    }
}

/// Keys by name: as the config file writes them (`j`, `Ctrl-D`, `Up`, `Enter`, `PgDn`, case-insensitive but for one
/// character) and as the help shows them.
enum KeyName {
    private static let named: [(names: [String], key: Key)] = [
        (["up", "↑"], .up), (["down", "↓"], .down), (["left", "←"], .left), (["right", "→"], .right),
        (["pgup", "pageup"], .pageUp), (["pgdn", "pagedown"], .pageDown), (["home"], .home), (["end"], .end),
        (["enter", "return", "⏎"], .enter), (["esc", "escape"], .escape), (["backspace", "⌫"], .backspace),
        (["tab"], .tab), (["del", "delete"], .delete), (["space"], .character(" ")),
    ]

    static func parse(_ text: String) -> Key? {
        if text.count == 1, let character = text.first, !character.isWhitespace, !character.isNewline,
            character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        {
            return .character(character)
        }
        let lower = text.lowercased()
        if let found = named.first(where: { $0.names.contains(lower) }) { return found.key }
        for prefix in ["ctrl-", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, ("a"..."z").contains(letter) else { return nil }
            // Ctrl-I, Ctrl-M, Ctrl-H are Tab, Enter and Backspace on a terminal: no key of their own.
            return ["i", "m", "j", "h"].contains(letter) ? nil : .control(letter)
        }
        return nil
    }

    static func name(_ key: Key) -> String {
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
