/// The keys of the config file: the client options in snake case, each with the TOML type it takes. A token is
/// never a key (only `token_file`): a secret in a file people copy and share is a leak waiting to happen.
package enum ConfigKey: String, CaseIterable, Sendable {
    case baseURL = "base_url"
    case cacheDir = "cache_dir"
    case lang, theme, color, images, symbols, timeout, cacert, pager
    case tokenFile = "token_file"
    case mouse

    /// The table that remaps the browser's keys: `[keys]`, action = key.
    package static let keysTable = "keys"

    package enum Kind: Sendable { case text, flag, number, textOrFlag }

    package var kind: Kind {
        switch self {
        case .color, .mouse: return .flag
        case .timeout: return .number
        case .pager: return .textOrFlag
        default: return .text
        }
    }

    /// What a value of this kind is, for a message: "a string", "true or false".
    var expected: String {
        switch kind {
        case .text: return "a string"
        case .flag: return "true or false"
        case .number: return "a number"
        case .textOrFlag: return "a string or false"
        }
    }
}
