import ArgumentParser
import FeedConfig
import Foundation

/// Every setting's sources, flags, the environment and the config file, and the one rule that orders them:
/// the flag, then the environment, then the file, then the default.
struct SettingSources: Sendable {
    let environment: [String: String]
    /// Where the config file is looked for; nil when no home is known.
    let location: ConfigFileLocation?
    /// The config file, parsed; nil when there is none at the default location.
    let file: ConfigFile?

    /// Reads the config file that `config` (else `FEED_CLI_CONFIG`, else the XDG location) names: only when it
    /// exists, so a command without one parses no TOML. A file that cannot be read or does not parse, or a value
    /// of the wrong kind, is a usage error naming `file:line` and the key.
    init(config: ConfigOptions? = nil, runtime: FeedCLIRuntime = .current) throws {
        environment = runtime.environment
        location = ConfigFileLocation.resolve(
            option: config?.config, environment: environment, home: { NSHomeDirectory() })
        do {
            file = try location.flatMap { try ConfigFile.load(path: $0.path, mustExist: $0.isExplicit) }
        } catch let error as ConfigFileError {
            throw ValidationError(error.line == nil ? "config file \(error)" : "\(error)")
        }
    }

    /// The one rule: the flag, else the environment's value (`variable`, chosen by the setting), else the file,
    /// else nil, the caller's default.
    func setting(_ key: ConfigKey, flag: (name: String, value: String)? = nil, variable: (String, String)? = nil)
        -> Setting?
    {
        if let flag { return Setting(key: key, value: flag.value, origin: .flag(flag.name)) }
        if let (name, value) = variable { return Setting(key: key, value: value, origin: .environment(name)) }
        guard let file, let entry = file.entries[key] else { return nil }
        return Setting(key: key, value: entry.value.text, origin: .file(path: file.path, line: entry.line))
    }

    /// The file's own value for `key`, whatever overrides it: a bad value in the file is an error even under a flag.
    func fileSetting(_ key: ConfigKey) -> Setting? {
        setting(key)
    }

    /// The first of `names` set to a value that is not empty, with its name.
    func firstVariable(_ names: String...) -> (String, String)? {
        names.lazy.compactMap { name in environment[name].flatMap { $0.isEmpty ? nil : (name, $0) } }.first
    }

    /// A setting, else its default.
    func setting(
        _ key: ConfigKey, flag: (name: String, value: String)? = nil, variable: (String, String)? = nil,
        default value: String
    ) -> Setting {
        setting(key, flag: flag, variable: variable) ?? Setting(key: key, value: value, origin: .default)
    }
}
