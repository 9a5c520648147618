/// What a key can be bound to in a ``Keymap``: a program's action, named as its configuration file names it.
public protocol KeyAction: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// Where a key acts: a screen of the program. Two actions may share a key only when no scope has both.
    associatedtype Scope: CaseIterable, Hashable, Sendable

    /// The program whose actions these are, as a refusal names it (`the browser`).
    static var programName: String { get }

    /// The scopes where the action is.
    var scopes: Set<Scope> { get }

    /// The keys without a configuration file; the first is the one the program knows the action by.
    var defaultKeys: [Key] { get }
}

/// A program's keys: each action's keys, the defaults but for those a configuration file sets. The program reads a
/// key as the first default key of its action (``canonical(_:on:)``), so a remapped key acts exactly as that one did.
public struct Keymap<Action: KeyAction>: Equatable, Sendable {
    /// One line of a configuration file's key table: an action and the keys it takes, the line that says so.
    public struct Binding: Sendable {
        /// The action's name, as the file writes it; it may name no action.
        public let action: String
        /// The keys' names, as ``KeyName/parse(_:)`` reads them.
        public let keys: [String]
        /// The line of the file, for a refusal to blame.
        public let line: Int

        /// A binding of `keys` to `action`, written on `line`.
        ///
        /// - Parameters:
        ///   - action: The action's name.
        ///   - keys: The keys' names.
        ///   - line: The line of the file that binds them.
        public init(action: String, keys: [String], line: Int) {
            self.action = action
            self.keys = keys
            self.line = line
        }
    }

    /// A key table that cannot be used, with the line to blame: `problem` says what is wrong and, for a conflict,
    /// names both actions; a program words it in its reader's language (`reason` is the English, for logs).
    public struct Failure: Error, Equatable, Sendable {
        /// What is wrong with a binding.
        public enum Problem: Equatable, Sendable {
            /// The action is none of the program's: `known` lists them.
            case unknownAction(known: [String])
            /// A key name that names no key.
            case noSuchKey(name: String)
            /// Ctrl-C or Ctrl-Z (`key`, by its name), kept for quitting and suspending on every screen.
            case reservedKey(key: String)
            /// `key` is the key of `partner` too on the `scope` screen, set on `partnerLine` of the file at `path`,
            /// or by default when nil.
            case conflict(key: String, partner: String, partnerLine: Int?, path: String, scope: String)
        }

        /// The line to blame.
        public let line: Int
        /// The action that line binds, as written.
        public let action: String
        /// What is wrong.
        public let problem: Problem

        /// A refusal of the binding of `action` on `line`, for `problem`.
        ///
        /// - Parameters:
        ///   - line: The line to blame.
        ///   - action: The action that line binds, as written.
        ///   - problem: What is wrong.
        public init(line: Int, action: String, problem: Problem) {
            self.line = line
            self.action = action
            self.problem = problem
        }

        /// What is wrong, in an English sentence that follows the action's name: for logs, not for people.
        public var reason: String {
            switch problem {
            case let .unknownAction(known):
                return "is no action of \(Action.programName) (\(known.joined(separator: ", ")))."
            case let .noSuchKey(name):
                return "cannot take \"\(name)\": no such key (a character, Ctrl-X, Up, Enter, Esc, PgDn…)."
            case let .reservedKey(key): return "cannot take \(key): it quits or suspends on every screen."
            case let .conflict(key, partner, partnerLine, path, scope):
                let place = partnerLine.map { "\(path):\($0)" } ?? "by default"
                return "takes \(key), which keys.\(partner) also takes (\(place)) on the \(scope) screen."
            }
        }
    }

    private var keys: [Action: [Key]]

    /// Every action on its default keys.
    public static var standard: Keymap {
        Keymap(keys: Dictionary(uniqueKeysWithValues: Action.allCases.map { ($0, $0.defaultKeys) }))
    }

    private init(keys: [Action: [Key]]) {
        self.keys = keys
    }

    /// The defaults with `bindings` over them. An unknown action, a key that is no key (or Ctrl-C, Ctrl-Z, kept for
    /// quitting and suspending), or one key for two actions of one scope is a failure naming the line, and for a
    /// conflict the other action and where it got the key (its line, or the defaults).
    ///
    /// - Parameters:
    ///   - bindings: The file's bindings, in the file's order.
    ///   - path: The file's path, for the place of the other action in a conflict.
    /// - Returns: The keymap in force.
    /// - Throws: ``Failure`` for the first binding that cannot be used.
    public static func make(_ bindings: [Binding], path: String) throws(Failure) -> Keymap {
        var keymap = standard
        var lines: [Action: Int] = [:]
        for binding in bindings {
            guard let action = Action(rawValue: binding.action) else {
                throw Failure(
                    line: binding.line, action: binding.action,
                    problem: .unknownAction(known: Action.allCases.map(\.rawValue)))
            }
            keymap.keys[action] = try binding.keys.map { name throws(Failure) in try key(named: name, in: binding) }
            lines[action] = binding.line
        }
        try keymap.checkConflicts(lines: lines, path: path)
        return keymap
    }

    private static func key(named name: String, in binding: Binding) throws(Failure) -> Key {
        guard let key = KeyName.parse(name) else {
            throw Failure(
                line: binding.line, action: binding.action,
                problem: .noSuchKey(name: name))
        }
        guard key != .control("c"), key != .control("z") else {
            throw Failure(
                line: binding.line, action: binding.action,
                problem: .reservedKey(key: KeyName.name(key)))
        }
        return key
    }

    private func checkConflicts(lines: [Action: Int], path: String) throws(Failure) {
        for scope in Action.Scope.allCases {
            var owner: [String: Action] = [:]
            // Set lines first, so the failure blames a line of the file.
            let actions = Action.allCases.filter { $0.scopes.contains(scope) }
                .sorted { (lines[$0] ?? Int.max) < (lines[$1] ?? Int.max) }
            for action in actions {
                for key in keys[action] ?? [] {
                    let name = KeyName.name(key)
                    if let other = owner[name] {
                        let (blamed, partner) = lines[action] != nil ? (action, other) : (other, action)
                        throw Failure(
                            line: lines[blamed] ?? 1, action: blamed.rawValue,
                            problem: .conflict(
                                key: name, partner: partner.rawValue, partnerLine: lines[partner], path: path,
                                scope: "\(scope)"))
                    }
                    owner[name] = action
                }
            }
        }
    }

    /// The action `key` stands for in `scope`.
    ///
    /// - Parameters:
    ///   - key: The key typed.
    ///   - scope: Where it was typed.
    /// - Returns: The action, or nil for none.
    public func action(for key: Key, on scope: Action.Scope) -> Action? {
        Action.allCases.first { $0.scopes.contains(scope) && keys[$0]?.contains(key) == true }
    }

    /// The key the program knows `key`'s action by in `scope`: the action's first default key.
    ///
    /// - Parameters:
    ///   - key: The key typed.
    ///   - scope: Where it was typed.
    /// - Returns: The action's first default key, or nil when `key` stands for no action there.
    public func canonical(_ key: Key, on scope: Action.Scope) -> Key? {
        action(for: key, on: scope)?.defaultKeys.first
    }

    /// The keys of `actions` as a help screen shows them: the first of each, then the second of each, and so on.
    ///
    /// - Parameter actions: The actions of one line of the help.
    /// - Returns: Their keys' names, separated by spaces.
    public func label(_ actions: Action...) -> String {
        let lists = actions.map { keys[$0] ?? [] }
        let longest = lists.map(\.count).max() ?? 0
        return (0..<longest).flatMap { index in lists.compactMap { index < $0.count ? $0[index] : nil } }
            .map(KeyName.name).joined(separator: " ")
    }

    /// The first key of each of `actions`, run together: a footer's hint (`↑↓`, `q`).
    ///
    /// - Parameter actions: The actions of the hint.
    /// - Returns: Their first keys' names, run together.
    public func hint(_ actions: Action...) -> String {
        actions.compactMap { keys[$0]?.first }.map(KeyName.name).joined()
    }
}
