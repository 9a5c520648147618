import Foundation
import LayeredSettings
import SharedPresentation
import TerminalUI

/// Every client setting, declared once: its key in the config file (the client option in snake case) and the TOML
/// type it takes, its option, its variable and its default; `SettingSources` applies the one rule to each. A token
/// is never a key (only `token_file`): a secret in a file people copy and share is a leak waiting to happen.
enum ClientSettings {
    static let baseURL = SettingDeclaration(
        "base_url", flag: "--base-url", variable: .firstNonEmpty(["FEED_API_BASE_URL"]), default: "")
    static let cacheDir = SettingDeclaration(
        "cache_dir", flag: "--cache-dir", variable: .firstNonEmpty(["FEED_CACHE_DIR"]),
        defaultValue: { SettingSources.cacheFolder("feed-cli", environment: $0, home: NSHomeDirectory) })
    static let lang = SettingDeclaration(
        "lang", flag: "--lang", variable: .custom(localeVariable), default: SupportedLanguages.fallback)
    static let theme = SettingDeclaration("theme", flag: "--theme", default: ThemeOption.auto.rawValue)
    /// `NO_COLOR` with any value, as no-color.org says, is colour off.
    static let color = SettingDeclaration(
        "color", .flag, flag: "--no-color", variable: .presence("NO_COLOR", means: "false"), default: "auto")
    static let images = SettingDeclaration(
        "images", flag: "--images", variable: .firstNonEmpty(["FEED_CLI_IMAGES"]), default: ImageMode.auto.rawValue)
    /// The shapes of character pictures: `auto` is what the terminal is known to draw.
    static let symbols = SettingDeclaration("symbols", variable: .firstNonEmpty(["FEED_CLI_SYMBOLS"]), default: "auto")
    static let timeout = SettingDeclaration("timeout", .number, flag: "--timeout", default: "10")
    static let cacert = SettingDeclaration(
        "cacert", flag: "--cacert", variable: .firstNonEmpty(["SSL_CERT_FILE", "SSL_CERT_DIR"]), default: "")
    /// `FEED_CLI_PAGER`, else `PAGER`, even empty (an empty one is no pager, as git reads it).
    static let pager = SettingDeclaration(
        "pager", .textOrFlag, flag: "--no-pager", variable: .firstSet(["FEED_CLI_PAGER", "PAGER"]),
        default: PagerCommand.defaultCommand)
    static let tokenFile = SettingDeclaration("token_file", flag: "--token-file", default: "")
    /// No variable: a mouse is the terminal's, not the environment's.
    static let mouse = SettingDeclaration("mouse", .flag, flag: "--no-mouse", default: "true")

    /// The table that remaps the browser's keys: `[keys]`, action = key.
    static let keysTable = "keys"

    /// Every key with its kind, and `[keys]`.
    static let schema = ConfigSchema(
        declarations: [
            baseURL, cacheDir, lang, theme, color, images, symbols, timeout, cacert, pager, tokenFile, mouse,
        ],
        listTables: [keysTable: "a key or a list of keys, such as \"j\" or [\"j\", \"Down\"]"])

    /// `LC_ALL`, `LC_MESSAGES`, `LANG` (and `LANGUAGE`) count when they name a language this program speaks: `C`,
    /// `POSIX` or an unknown locale leave the choice to the file.
    @Sendable private static func localeVariable(_ environment: [String: String]) -> (name: String, value: String)? {
        let names = [LanguageResolver.environmentKeys[0], LanguageResolver.environmentKeys[1], "LANG"]
        let locale = SettingVariable.firstNonEmpty(names).value(in: environment)
        let resolved = LanguageResolver.resolve(environment: environment)
        if let locale, LanguageResolver.match(locale.value) == resolved { return (locale.name, resolved) }
        let listed = environment["LANGUAGE"]?.split(separator: ":").contains {
            LanguageResolver.match(String($0)) == resolved
        }
        return listed == true ? ("LANGUAGE", resolved) : nil
    }
}
