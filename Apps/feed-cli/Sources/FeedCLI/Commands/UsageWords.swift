import ArgumentParser
import LayeredSettings
import SharedPresentation

/// The words of a usage error (exit 64), said in the language of `--lang` or of the environment: an option's check
/// runs before the settings are read, so the language is taken from the command line `FeedCLIMain` runs.
enum UsageWords {
    /// The command line being run; `FeedCLIMain` binds it for the parse and the run.
    @TaskLocal static var arguments: [String] = []

    /// `--lang`'s language, else the environment's.
    static var language: String {
        LanguageResolver.resolve(
            explicit: OptionWords.firstValue(of: "--lang", in: arguments),
            environment: FeedCLIRuntime.current.environment)
    }

    /// The usage error that says `key` with `values` in `language`.
    static func refusal(_ key: CLIStrings.Key, _ values: [String: String] = [:]) -> ValidationError {
        ValidationError(CLIStrings.format(key, language: language, values))
    }
}
