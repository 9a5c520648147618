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
}
