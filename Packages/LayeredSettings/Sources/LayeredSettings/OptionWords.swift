/// The words of a command line read before an argument parser sees them, for what must be known first: the
/// language of a message about a word the parser would refuse, or the options a shell completion was typed with.
public enum OptionWords {
    /// The value of `option` in `words`, as `--option value` or `--option=value`; the last one counts, as parsers
    /// read a repeated option.
    ///
    /// - Parameters:
    ///   - option: The option's name: `--base-url`.
    ///   - words: The words typed.
    /// - Returns: The value, or nil when the option is not there.
    public static func lastValue(of option: String, in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == option, index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix(option + "=") {
                found = String(word.dropFirst(option.count + 1))
            }
        }
        return found
    }

    /// The value of the first `option` in `words` before a `--`, as `--option value` or `--option=value`.
    ///
    /// - Parameters:
    ///   - option: The option's name: `--lang`.
    ///   - words: The words typed.
    /// - Returns: The value, or nil when the option is not there before `--`.
    public static func firstValue(of option: String, in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == "--" { return nil }
            if word.hasPrefix(option + "=") { return String(word.dropFirst(option.count + 1)) }
            if word == option, index + 1 < words.count { return words[index + 1] }
        }
        return nil
    }

    /// `words` from the first one that is neither an option nor an option's value on: the word meant for a
    /// command. Nil after an option that is neither in `valued` nor in `flags`, which only the parser can judge.
    ///
    /// - Parameters:
    ///   - words: The words typed.
    ///   - valued: The options that take the next word as their value (unless written `--option=value`).
    ///   - flags: The options that take no value.
    /// - Returns: The words from the first that is no option on, or nil.
    public static func afterLeadingOptions(_ words: [String], valued: Set<String>, flags: Set<String>) -> [String]? {
        var index = 0
        while index < words.count, words[index].hasPrefix("-"), words[index] != "--" {
            let name = String(words[index].prefix { $0 != "=" })
            if valued.contains(name) {
                index += words[index].contains("=") ? 1 : 2
            } else if flags.contains(name) {
                index += 1
            } else {
                return nil
            }
        }
        return Array(words.dropFirst(index))
    }

    /// The options and flags of `words` when every word is one this reads as a parser would: an option of `valued`
    /// once, its value after it or after `=`, neither empty nor starting with a dash; a flag of `flags` once, with
    /// no value. Nil for anything else (a positional word, `--`, an unknown or repeated option, a missing value),
    /// which only the parser can judge: a fast path for the common shapes of one command.
    ///
    /// - Parameters:
    ///   - words: The words typed after the command's name.
    ///   - valued: The options that take a value.
    ///   - flags: The options that take no value.
    ///   - aliases: Other spellings of a whole word, read as the name they map to: `["-v": "--verbose"]`.
    /// - Returns: The values by option name and the flags given, or nil.
    public static func read(
        _ words: some Sequence<String>, valued: Set<String>, flags: Set<String>, aliases: [String: String] = [:]
    ) -> (values: [String: String], flags: Set<String>)? {
        var values: [String: String] = [:]
        var given: Set<String> = []
        var remaining = words.makeIterator()
        while let typed = remaining.next() {
            let word = aliases[typed] ?? typed
            let equals = word.firstIndex(of: "=")
            let name = String(word[..<(equals ?? word.endIndex)])
            if flags.contains(name) {
                guard equals == nil, given.insert(name).inserted else { return nil }
            } else if valued.contains(name), values[name] == nil {
                guard let value = equals.map({ String(word[word.index(after: $0)...]) }) ?? remaining.next(),
                    !value.isEmpty, !value.hasPrefix("-")
                else { return nil }
                values[name] = value
            } else {
                return nil
            }
        }
        return (values, given)
    }

    /// The first word of `words` before a `--` that starts with one dash and is neither `-`, a cluster of
    /// `shortFlags` (`-vh`) nor the value of a long option: a word a parser would read as short options
    /// (`-hello` as `-h -e -l -l -o`) where a person meant text, such as a message that starts with a dash.
    ///
    /// - Parameters:
    ///   - words: The words typed after the command's name.
    ///   - flags: The long options that take no value; every other `--name` takes the next word as its value,
    ///     unless written `--name=value`.
    ///   - shortFlags: The letters of the short options, none of which takes a value.
    /// - Returns: The word, or nil when there is none.
    public static func firstDashedWord(
        in words: some Sequence<String>, flags: Set<String>, shortFlags: Set<Character>
    ) -> String? {
        var previous = ""
        for word in words {
            if word == "--" { return nil }
            let isValue = previous.hasPrefix("--") && !previous.contains("=") && !flags.contains(previous)
            let isShortFlags = word.dropFirst().allSatisfy(shortFlags.contains)
            if word.count > 1, word.hasPrefix("-"), !word.hasPrefix("--"), !isShortFlags, !isValue { return word }
            previous = word
        }
        return nil
    }
}
