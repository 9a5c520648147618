import ArgumentParser

/// `feed-cli fed` got ArgumentParser's `Unexpected argument 'fed'`, which does not say that a command was expected
/// nor which one was meant. A first word that names no command is refused (exit 64) with the nearest command.
enum UnknownCommand {
    /// The usage error for `arguments`, or nil when their first word is a command or an option; also for the word
    /// after `help` and after `cache`, which name a command and a `cache` command.
    static func problem(in arguments: [String]) -> String? {
        switch arguments.first {
        case "help": return problem(in: Array(arguments.dropFirst()))
        case "cache":
            let words = CacheCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
            return problem(word: arguments.dropFirst().first, commands: words, prefix: "cache ")
        default:
            let words =
                FeedCLICommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }
                .compactMap { $0.configuration.commandName }
            return problem(word: arguments.first, commands: words + ["help"], prefix: "")
        }
    }

    private static func problem(word: String?, commands: [String], prefix: String) -> String? {
        guard let word, !word.hasPrefix("-"), !commands.contains(word) else { return nil }
        let nearest = commands.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        let suggestion =
            nearest.flatMap { $0.1 <= max(2, word.count / 3) ? " Did you mean '\(prefix)\($0.0)'?" : nil } ?? ""
        return """
            Error: '\(prefix)\(word)' is not a feed-cli command.\(suggestion)
            Commands: \(commands.filter { $0 != "help" }.map { prefix + $0 }.joined(separator: ", ")). \
            See 'feed-cli \(prefix)--help'.
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
