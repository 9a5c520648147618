/// Every setting's sources, flags, the environment and the config file, and the one rule that orders them: the
/// flag, then the environment, then the file, then the default.
public struct SettingSources: Sendable {
    /// The process's environment.
    public let environment: [String: String]
    /// Where the config file is looked for; nil when no home is known.
    public let location: ConfigFileLocation?
    /// The config file, parsed; nil when there is none at the default location.
    public let file: ConfigFile?

    /// Reads the config file at `location` only when it exists, so a program without one parses no TOML.
    ///
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - location: Where the config file is, if anywhere.
    ///   - schema: The keys and list tables the program reads.
    /// - Throws: ``ConfigFileError``: an explicit file that is missing, or a file that cannot be read, does not
    ///   parse or has a value of the wrong kind.
    public init(environment: [String: String], location: ConfigFileLocation?, schema: ConfigSchema)
        throws(ConfigFileError)
    {
        self.environment = environment
        self.location = location
        if let location {
            file = try ConfigFile.load(path: location.path, mustExist: location.isExplicit, schema: schema)
        } else {
            file = nil
        }
    }

    /// The one rule: the flag, else the environment's value (`variable`, chosen by the setting), else the file,
    /// else nil, the caller's default.
    ///
    /// - Parameters:
    ///   - key: The setting's key in the config file.
    ///   - flag: The option's name and value, when it was given.
    ///   - variable: The variable's name and value that counts for this setting, if any.
    /// - Returns: The setting, or nil when nothing sets it.
    public func setting(_ key: String, flag: (name: String, value: String)? = nil, variable: (String, String)? = nil)
        -> Setting?
    {
        if let flag { return Setting(key: key, value: flag.value, origin: .flag(flag.name)) }
        if let (name, value) = variable { return Setting(key: key, value: value, origin: .environment(name)) }
        guard let file, let entry = file.entries[key] else { return nil }
        return Setting(key: key, value: entry.value.text, origin: .file(path: file.path, line: entry.line))
    }

    /// A setting, else its default.
    ///
    /// - Parameters:
    ///   - key: The setting's key in the config file.
    ///   - flag: The option's name and value, when it was given.
    ///   - variable: The variable's name and value that counts for this setting, if any.
    ///   - value: The default, when nothing sets it.
    /// - Returns: The setting.
    public func setting(
        _ key: String, flag: (name: String, value: String)? = nil, variable: (String, String)? = nil,
        default value: String
    ) -> Setting {
        setting(key, flag: flag, variable: variable) ?? Setting(key: key, value: value, origin: .default)
    }

    /// The file's own value for `key`, whatever overrides it: a bad value in the file is an error even under a flag.
    ///
    /// - Parameter key: The setting's key in the config file.
    /// - Returns: The file's setting, or nil when the file does not set it.
    public func fileSetting(_ key: String) -> Setting? {
        setting(key)
    }

    /// The first of `names` set to a value that is not empty, with its name.
    ///
    /// - Parameter names: Variable names, the first the strongest.
    /// - Returns: The name and the value, or nil.
    public func firstVariable(_ names: String...) -> (String, String)? {
        names.lazy.compactMap { name in environment[name].flatMap { $0.isEmpty ? nil : (name, $0) } }.first
    }
}
