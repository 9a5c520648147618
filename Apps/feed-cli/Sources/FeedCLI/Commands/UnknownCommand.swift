import ArgumentParser

/// `feed-cli fed` got ArgumentParser's `Unexpected argument 'fed'`, which does not say that a command was expected
/// nor which one was meant. A first word that names no command is refused (exit 64) with the nearest command.
enum UnknownCommand {
    /// The usage error for `arguments`, or nil when their first word is a command or an option.
    static func problem(in arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let commands =
            FeedCLICommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }
            .compactMap { $0.configuration.commandName } + ["help"]
        guard !commands.contains(word) else { return nil }
        let nearest = commands.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        let suggestion = nearest.flatMap { $0.1 <= max(2, word.count / 3) ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return """
            Error: '\(word)' is not a feed-cli command.\(suggestion)
            Commands: \(commands.filter { $0 != "help" }.joined(separator: ", ")). See 'feed-cli --help'.
            """
    }

    /// The edit distance (insertions, deletions, substitutions) between `a` and `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
