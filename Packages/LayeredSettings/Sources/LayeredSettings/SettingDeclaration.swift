/// One setting of a program, declared once: its key in the config file and the kind of value it takes there, the
/// option that sets it, the variable that does, and its default. ``SettingSources/setting(_:flag:)`` applies the
/// one rule to it.
public struct SettingDeclaration: Sendable {
    /// The key in the config file: `timeout`.
    public let key: String
    /// The kind of value the key takes in the file.
    public let kind: SettingKind
    /// The option's name, `--timeout`, or nil when no option sets it.
    public let flag: String?
    /// The environment variable that sets it, if any.
    public let variable: SettingVariable
    /// The default, which may depend on the environment (`$XDG_CACHE_HOME/NAME`).
    public let defaultValue: @Sendable ([String: String]) -> String

    /// A setting whose default depends on the environment.
    ///
    /// - Parameters:
    ///   - key: The key in the config file.
    ///   - kind: The kind of value the key takes in the file.
    ///   - flag: The option's name, if an option sets it.
    ///   - variable: The environment variable that sets it.
    ///   - defaultValue: The default, read from the environment.
    public init(
        _ key: String, _ kind: SettingKind = .text, flag: String? = nil, variable: SettingVariable = .none,
        defaultValue: @escaping @Sendable ([String: String]) -> String
    ) {
        self.key = key
        self.kind = kind
        self.flag = flag
        self.variable = variable
        self.defaultValue = defaultValue
    }

    /// A setting with a fixed default.
    ///
    /// - Parameters:
    ///   - key: The key in the config file.
    ///   - kind: The kind of value the key takes in the file.
    ///   - flag: The option's name, if an option sets it.
    ///   - variable: The environment variable that sets it.
    ///   - value: The default.
    public init(
        _ key: String, _ kind: SettingKind = .text, flag: String? = nil, variable: SettingVariable = .none,
        default value: String
    ) {
        self.init(key, kind, flag: flag, variable: variable, defaultValue: { _ in value })
    }
}
