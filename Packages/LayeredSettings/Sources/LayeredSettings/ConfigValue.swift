/// One value of a config file, as written: TOML's string, boolean or number, or a list of strings.
public enum ConfigValue: Sendable, Equatable {
    /// A string.
    case text(String)
    /// A boolean.
    case flag(Bool)
    /// An integer or a floating-point number.
    case number(Double)
    /// A list of strings: one entry of a list table (``ConfigSchema/listTables``).
    case list([String])

    /// The value as a flag or an environment variable would give it: `true`, `10`, `less -R`; a list's items
    /// joined by spaces.
    public var text: String {
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
