/// Where a program's config file is, as the XDG Base Directory spec places it: the option, else the program's
/// variable, else `$XDG_CONFIG_HOME/NAME` when that is absolute (the spec says a relative one is ignored), else
/// `~/.config/NAME`.
public struct ConfigFileLocation: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// Named by the option or the variable: a file that is missing there is an error, not "no file".
    public let isExplicit: Bool

    /// A location.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - isExplicit: Whether the person named it (a missing file is then an error).
    public init(path: String, isExplicit: Bool) {
        self.path = path
        self.isExplicit = isExplicit
    }

    /// The location, or nil when neither a home nor an XDG folder is known. An empty option or variable counts as
    /// none.
    ///
    /// - Parameters:
    ///   - option: The path given on the command line (`--config FILE`), if any.
    ///   - variable: The environment variable that names the file (`FEED_CLI_CONFIG`).
    ///   - name: The file's path under the configuration folder: `feed-cli/config.toml`.
    ///   - environment: The process's environment.
    ///   - home: The home folder when `HOME` is not set, asked only then.
    /// - Returns: Where the file is, or nil.
    public static func resolve(
        option: String?, variable: String, name: String, environment: [String: String], home: () -> String?
    ) -> ConfigFileLocation? {
        if let path = nonEmpty(option) ?? nonEmpty(environment[variable]) {
            return ConfigFileLocation(path: path, isExplicit: true)
        }
        if let xdg = nonEmpty(environment["XDG_CONFIG_HOME"]), xdg.hasPrefix("/") {
            return ConfigFileLocation(path: joined(xdg, name), isExplicit: false)
        }
        guard let home = nonEmpty(environment["HOME"]) ?? nonEmpty(home()) else { return nil }
        return ConfigFileLocation(path: joined(home, ".config/" + name), isExplicit: false)
    }

    private static func joined(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
