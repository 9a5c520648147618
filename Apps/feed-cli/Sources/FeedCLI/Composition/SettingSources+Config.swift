import ArgumentParser
import Foundation
import LayeredSettings

extension SettingSources {
    /// Reads the config file that `config` (else `FEED_CLI_CONFIG`, else the XDG location) names: only when it
    /// exists, so a command without one parses no TOML. A file that cannot be read or does not parse, or a value
    /// of the wrong kind, is a usage error naming `file:line` and the key.
    init(config: ConfigOptions? = nil, runtime: FeedCLIRuntime = .current) throws {
        try self.init(configPath: config?.config, runtime: runtime)
    }

    /// The same for a `--config` given as plain text, or none.
    init(configPath: String?, runtime: FeedCLIRuntime = .current) throws {
        let location = ConfigFileLocation.resolve(
            option: configPath, variable: "FEED_CLI_CONFIG", name: "feed-cli/config.toml",
            environment: runtime.environment, home: { NSHomeDirectory() })
        do {
            try self.init(environment: runtime.environment, location: location, schema: ConfigKey.schema)
        } catch {
            throw ValidationError(error.line == nil ? "config file \(error)" : "\(error)")
        }
    }

    /// A setting of `key` through the one rule, else its default.
    func setting(
        _ key: ConfigKey, flag: (name: String, value: String)? = nil, variable: (String, String)? = nil,
        default value: String
    ) -> Setting {
        setting(key.rawValue, flag: flag, variable: variable, default: value)
    }
}

extension SettingError {
    /// This error as a usage error (exit 64), its message unchanged.
    var usage: ValidationError { ValidationError(description) }
}
