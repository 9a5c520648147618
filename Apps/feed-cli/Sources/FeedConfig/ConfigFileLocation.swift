/// Where the config file is: `--config FILE`, else `FEED_CLI_CONFIG`, else `$XDG_CONFIG_HOME/feed-cli/config.toml`
/// when that is absolute (the XDG spec says a relative one is ignored), else `~/.config/feed-cli/config.toml`.
package struct ConfigFileLocation: Sendable, Equatable {
    package let path: String
    /// Named by the option or the variable: a file that is missing there is an error, not "no file".
    package let isExplicit: Bool

    package static let environmentName = "FEED_CLI_CONFIG"

    /// The location, or nil when neither a home nor an XDG folder is known.
    package static func resolve(option: String?, environment: [String: String], home: () -> String?)
        -> ConfigFileLocation?
    {
        if let path = nonEmpty(option) ?? nonEmpty(environment[environmentName]) {
            return ConfigFileLocation(path: path, isExplicit: true)
        }
        if let xdg = nonEmpty(environment["XDG_CONFIG_HOME"]), xdg.hasPrefix("/") {
            return ConfigFileLocation(path: joined(xdg, "feed-cli/config.toml"), isExplicit: false)
        }
        guard let home = nonEmpty(environment["HOME"]) ?? nonEmpty(home()) else { return nil }
        return ConfigFileLocation(path: joined(home, ".config/feed-cli/config.toml"), isExplicit: false)
    }

    private static func joined(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
