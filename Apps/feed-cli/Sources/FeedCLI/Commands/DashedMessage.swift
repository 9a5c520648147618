import LayeredSettings

/// ArgumentParser reads a word that starts with one dash as short options: `comment ID -hello` is `-h -e -l -l -o`,
/// so it printed the help and exited 0 without posting, and `-1 for this` did the same. A script was told the
/// comment was posted. Before parsing, a single-dash word given to `comment` that is neither `-`, short options of
/// `comment` (`-v`, `-h`, `-vh`) nor the value of an option is taken for the MESSAGE and refused (exit 64), with the
/// way to write it: after `--`.
enum DashedMessage {
    /// The options of `comment` that take no value; every other `--name` takes the next word as its value.
    private static let flags: Set<String> = ["--json", "--no-color", "--help", "--verbose"]
    /// The letters of `comment`'s short options, none of which takes a value: `-h` (help) and `-v` (verbose).
    private static let shortFlags: Set<Character> = ["h", "v"]
    private static let shownLength = 40

    /// The usage error for `arguments`, or nil when they hold no message that starts with a dash.
    static func problem(in arguments: [String]) -> String? {
        guard arguments.first == "comment",
            let argument = OptionWords.firstDashedWord(in: arguments.dropFirst(), flags: flags, shortFlags: shortFlags)
        else { return nil }
        let shown = argument.count > shownLength ? argument.prefix(shownLength) + "…" : Substring(argument)
        return """
            Error: MESSAGE "\(shown)" starts with a dash, which reads as options. Put -- before it:
              feed-cli comment IMAGE_ID -- "\(shown)"
            """
    }
}
