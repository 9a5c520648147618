/// The kind of value a key of a config file takes; a value of another TOML type is an error naming the line.
public enum SettingKind: Sendable, Equatable {
    /// A string.
    case text
    /// `true` or `false`.
    case flag
    /// An integer or a floating-point number.
    case number
    /// A string, or `false` to turn the setting off (`pager = false`).
    case textOrFlag
}
