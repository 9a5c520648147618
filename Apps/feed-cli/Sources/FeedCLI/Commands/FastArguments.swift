import ArgumentParser
import ArgumentParserAdditions

/// The hot shapes of the command line read without ArgumentParser: `feed` with its options, `--help`, `-h` and
/// `--version`. ArgumentParser reflects every property wrapper of the root, its default command and the command on
/// each parse (and scans the runtime's conformance records for their types): about 37M of an offline `feed`'s
/// 80M instructions, most of `--help`'s 32M. Anything this does not fully understand, a value it refuses or a
/// command that does not validate is left to ArgumentParser (nil), which says what is wrong as before; a test holds
/// both to the same settings for every option.
enum FastArguments {
    /// What the arguments ask for.
    enum Parsed {
        /// Text for stdout, then exit 0, as ArgumentParser's clean exits print it.
        case output(String)
        /// `feed`'s validated arguments, to run.
        case feed(FeedArguments)
    }

    /// The shape `arguments` ask for, or nil for ArgumentParser; `helpColumns` is the width ArgumentParser would
    /// wrap the help to, asked only for `--help` and `-h`.
    static func parse(_ arguments: [String], helpColumns: () -> Int = { HelpColumns.current() }) -> Parsed? {
        switch arguments.first {
        case "feed": return FeedWords.command(from: arguments.dropFirst()).map { .feed($0) }
        case "--version" where arguments.count == 1: return .output(FeedCLIVersion.current)
        case "--help" where arguments.count == 1, "-h" where arguments.count == 1:
            return helpColumns() == RootHelp.columns ? .output(RootHelp.text) : nil
        default: return nil
        }
    }
}
