/// Where a setting's value came from, as `feed-cli config` shows it (like `git config --show-origin`).
enum SettingOrigin: Equatable, Sendable {
    /// The option's name, `--timeout`.
    case flag(String)
    case environment(String)
    case file(path: String, line: Int)
    case `default`

    /// `flag`, `env NAME`, `file PATH:LINE`, `default`.
    var text: String {
        switch self {
        case .flag: return "flag"
        case .environment(let name): return "env \(name)"
        case .file(let path, let line): return "file \(path):\(line)"
        case .default: return "default"
        }
    }

    /// What a message about a bad value names: `--timeout`, `FEED_CLI_IMAGES`, `PATH:LINE: timeout`.
    func subject(key: String) -> String {
        switch self {
        case .flag(let name): return name
        case .environment(let name): return name
        case .file(let path, let line): return "\(path):\(line): \(key)"
        case .default: return key
        }
    }
}
