/// One value of the config file, as written: TOML's string, boolean or number.
package enum ConfigValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case number(Double)
    /// A list of strings: the keys of one action in `[keys]`.
    case list([String])

    /// The value as a flag or an environment variable would give it: `true`, `10`, `less -R`.
    package var text: String {
        switch self {
        case .text(let text): return text
        case .flag(let flag): return flag ? "true" : "false"
        case .list(let items): return items.joined(separator: " ")
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15
                ? String(Int64(number)) : String(number)
        }
    }
}
