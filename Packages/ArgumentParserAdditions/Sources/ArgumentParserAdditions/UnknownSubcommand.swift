import ArgumentParser

/// A word that names no subcommand, found before parsing: ArgumentParser says only `Unexpected argument 'fed'`,
/// which does not say that a command was expected nor which ones there are. What the caller says about it (the
/// nearest command, the list, in which language) is its own.
public struct UnknownSubcommand: Equatable, Sendable {
    /// The word as typed.
    public let word: String
    /// The commands the word came under, each followed by a space: empty at the root, `cache ` under `cache`.
    public let path: String
    /// The shown subcommands the word could have been, in their declared order; at the root also `help`.
    public let commands: [String]

    /// An unknown subcommand.
    ///
    /// - Parameters:
    ///   - word: The word as typed.
    ///   - path: The commands it came under, each followed by a space.
    ///   - commands: The subcommands it could have been.
    public init(word: String, path: String, commands: [String]) {
        self.word = word
        self.path = path
        self.commands = commands
    }

    /// The unknown subcommand in `words`, the command line after the root's leading options, or nil.
    ///
    /// The first word must name a shown subcommand of `root` or be `help` (whose next word is read the same way);
    /// a subcommand that has subcommands of its own has its next word read against them. A missing word or one
    /// that starts with a dash (an option) is no unknown subcommand: the parser says what is wrong with those.
    ///
    /// - Parameters:
    ///   - words: The arguments after the root's leading options.
    ///   - root: The root command.
    /// - Returns: The word that names no subcommand where one was expected, with the subcommands it could have been.
    public static func find(in words: [String], root: any ParsableCommand.Type) -> UnknownSubcommand? {
        var words = words[...]
        while words.first == "help" { words = words.dropFirst() }
        return find(in: words, under: root, path: "", commands: names(of: root) + ["help"])
    }

    private static func find(
        in words: ArraySlice<String>, under command: any ParsableCommand.Type, path: String, commands: [String]
    ) -> UnknownSubcommand? {
        guard let word = words.first, !word.hasPrefix("-") else { return nil }
        let subcommands = command.configuration.subcommands.filter { $0.configuration.shouldDisplay }
        guard let named = subcommands.first(where: { $0._commandName == word }) else {
            return commands.contains(word) ? nil : UnknownSubcommand(word: word, path: path, commands: commands)
        }
        let below = names(of: named)
        guard !below.isEmpty else { return nil }
        return find(in: words.dropFirst(), under: named, path: path + word + " ", commands: below)
    }

    /// The names of the shown subcommands of `command`, as ArgumentParser matches them: the configured name, else
    /// the type's name in kebab case.
    private static func names(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
    }
}
