/// One key of a config file with its value and the line that sets it, for messages that name `file:line`.
public struct ConfigEntry: Sendable, Equatable {
    /// The key as the file writes it (`timeout`), or an entry's name inside a table (`quit` under `[keys]`).
    public let key: String
    /// The value, checked against the key's ``SettingKind``.
    public let value: ConfigValue
    /// The line that sets the key, counted from 1.
    public let line: Int

    /// An entry: `key` set to `value` on `line`.
    ///
    /// - Parameters:
    ///   - key: The key as written.
    ///   - value: Its value.
    ///   - line: The line that sets it, counted from 1.
    public init(key: String, value: ConfigValue, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
