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
            try self.init(environment: runtime.environment, location: location, schema: ClientSettings.schema)
        } catch {
            throw ValidationError(error.line == nil ? "config file \(error)" : "\(error)")
        }
    }

    /// `setting`'s value read by `parse` (see `parsed`), a refusal as a usage error.
    func value<T>(_ setting: Setting, as expected: String, _ parse: (String) -> T?) throws -> T {
        do throws(SettingError) {
            return try parsed(setting, as: expected, parse)
        } catch {
            throw error.usage
        }
    }
}

extension SettingError {
    /// This error as a usage error (exit 64), its message unchanged.
    var usage: ValidationError { ValidationError(description) }
}
