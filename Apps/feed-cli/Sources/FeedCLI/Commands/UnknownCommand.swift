import ArgumentParserAdditions
import LayeredSettings
import SharedPresentation

/// `feed-cli fed` got ArgumentParser's `Unexpected argument 'fed'`, which does not say that a command was expected
/// nor which one was meant. A first word that names no command is refused (exit 64) with the nearest command, in
/// the language of `--lang` or of the environment.
enum UnknownCommand {
    /// The usage error for `arguments`, or nil when their first word is a command or an option; also for the word
    /// after `help` and after `cache`, which name a command and a `cache` command.
    static func problem(in arguments: [String], environment: [String: String]) -> String? {
        problem(in: arguments) {
            LanguageResolver.resolve(
                explicit: OptionWords.firstValue(of: "--lang", in: arguments), environment: environment)
        }
    }

    /// The usage error for `arguments` in the language `language` gives, which is asked only when there is one:
    /// resolving it costs every command that names no unknown word about a million instructions.
    static func problem(in arguments: [String], language: () -> String) -> String? {
        guard let words = OptionWords.afterLeadingOptions(arguments, valued: optionsWithValues, flags: flags) else {
            return nil
        }
        return problem(inWords: words, language: language)
    }

    /// The options of `feed-cli` without a command that take the next argument as their value, so that
    /// `feed-cli --lang de fed` reads `fed` as the word meant for a command.
    static let optionsWithValues: Set<String> = [
        "--base-url", "--token", "--timeout", "--cacert", "--cache-dir", "--lang", "--theme", "--images",
    ]
    /// Its options that take no value.
    static let flags: Set<String> = ["-v", "--verbose", "--no-color", "-h", "--help", "--version"]

    private static func problem(inWords words: [String], language: () -> String) -> String? {
        guard let unknown = UnknownSubcommand.find(in: words, root: FeedCLICommand.self) else { return nil }
        let language = language()
        let (word, prefix, commands) = (unknown.word, unknown.path, unknown.commands)
        let nearest = EditDistance.nearest(to: word.lowercased(), in: commands, tolerance: max(2, word.count / 3))
        let suggestion = nearest.map {
            " " + CLIStrings.format(.didYouMean, language: language, ["command": prefix + $0])
        }
        let listed = commands.filter { $0 != "help" }.map { prefix + $0 }.joined(separator: ", ")
        return CLIStrings.format(.unknownCommand, language: language, ["word": prefix + word]) + (suggestion ?? "")
            + "\n"
            + CLIStrings.format(
                .commandList, language: language, ["commands": listed, "help": "feed-cli \(prefix)--help"])
    }
}
