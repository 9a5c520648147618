/// Where a setting's value came from, as a program shows it (like `git config --show-origin`).
public enum SettingOrigin: Equatable, Sendable {
    /// A command-line option: its name, `--timeout`.
    case flag(String)
    /// An environment variable: its name.
    case environment(String)
    /// The config file: its path and the line that sets the key.
    case file(path: String, line: Int)
    /// Nothing set it: the program's default.
    case `default`

    /// `flag`, `env NAME`, `file PATH:LINE`, `default`.
    public var text: String {
        switch self {
        case .flag: return "flag"
        case .environment(let name): return "env \(name)"
        case .file(let path, let line): return "file \(path):\(line)"
        case .default: return "default"
        }
    }

    /// What a message about a bad value names: `--timeout`, `FEED_CLI_IMAGES`, `PATH:LINE: timeout`.
    ///
    /// - Parameter key: The setting's key in the config file, named for a value from the file or the default.
    /// - Returns: The subject of the message.
    public func subject(key: String) -> String {
        switch self {
        case .flag(let name): return name
        case .environment(let name): return name
        case .file(let path, let line): return "\(path):\(line): \(key)"
        case .default: return key
        }
    }
}
