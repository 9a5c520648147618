import LayeredSettings

/// The keys of the config file: the client options in snake case, each with the TOML type it takes. A token is
/// never a key (only `token_file`): a secret in a file people copy and share is a leak waiting to happen.
enum ConfigKey: String, CaseIterable, Sendable {
    case baseURL = "base_url"
    case cacheDir = "cache_dir"
    case lang, theme, color, images, symbols, timeout, cacert, pager
    case tokenFile = "token_file"
    case mouse

    /// The table that remaps the browser's keys: `[keys]`, action = key.
    static let keysTable = "keys"

    /// Every key with its kind, and `[keys]`.
    static let schema = ConfigSchema(
        kinds: Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.kind) }),
        listTables: [keysTable: "a key or a list of keys, such as \"j\" or [\"j\", \"Down\"]"])

    var kind: SettingKind {
        switch self {
        case .color, .mouse: return .flag
        case .timeout: return .number
        case .pager: return .textOrFlag
        default: return .text
        }
    }
}
