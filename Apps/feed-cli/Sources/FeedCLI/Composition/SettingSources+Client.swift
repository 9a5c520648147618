import Foundation
import LayeredSettings
import NIOHTTPClient
import SharedPresentation
import TerminalUI

// Each client setting through the one rule of `SettingSources.setting`: what differs is only which flag and which
// variables each has, and its default.
extension SettingSources {
    func baseURL(_ option: APIBaseURL?) -> Setting {
        setting(
            .baseURL, flag: option.map { ("--base-url", $0.url.absoluteString) },
            variable: firstVariable("FEED_API_BASE_URL"), default: "")
    }

    func cacheDir(_ option: String?) -> Setting {
        setting(
            .cacheDir, flag: option.map { ("--cache-dir", $0) }, variable: firstVariable("FEED_CACHE_DIR"),
            default: AppSettings.defaultCacheRoot(environment: environment).path)
    }

    /// `LC_ALL`, `LC_MESSAGES`, `LANG` (and `LANGUAGE`) count when they name a language this program speaks: `C`,
    /// `POSIX` or an unknown locale leave the choice to the file.
    func lang(_ option: String?) -> Setting {
        let locale = firstVariable(LanguageResolver.environmentKeys[0], LanguageResolver.environmentKeys[1], "LANG")
        let fromLocale = locale.flatMap { LanguageResolver.match($0.1) }
        let resolved = LanguageResolver.resolve(environment: environment)
        let listed =
            environment["LANGUAGE"].map {
                $0.split(separator: ":").contains { LanguageResolver.match(String($0)) == resolved }
            } ?? false
        var variable: (String, String)?
        if let locale, fromLocale == resolved {
            variable = (locale.0, resolved)
        } else if listed {
            variable = ("LANGUAGE", resolved)
        }
        return setting(
            .lang, flag: option.map { ("--lang", $0) }, variable: variable, default: SupportedLanguages.fallback)
    }

    func theme(_ option: ThemeOption?) -> Setting {
        setting(.theme, flag: option.map { ("--theme", $0.rawValue) }, default: ThemeOption.auto.rawValue)
    }

    /// `NO_COLOR` with any value, as no-color.org says, is colour off.
    func color(noColor: Bool) -> Setting {
        setting(
            .color, flag: noColor ? ("--no-color", "false") : nil,
            variable: environment["NO_COLOR"] == nil ? nil : ("NO_COLOR", "false"), default: "auto")
    }

    /// The shapes of character pictures: `auto` is what the terminal is known to draw.
    func symbols() -> Setting {
        setting(.symbols, variable: firstVariable("FEED_CLI_SYMBOLS"), default: "auto")
    }

    func images(_ option: ImageMode?) -> Setting {
        setting(
            .images, flag: option.map { ("--images", $0.rawValue) }, variable: firstVariable("FEED_CLI_IMAGES"),
            default: ImageMode.auto.rawValue)
    }

    func timeout(_ option: Double?) -> Setting {
        setting(.timeout, flag: option.map { ("--timeout", ConfigValue.number($0).text) }, default: "10")
    }

    func cacert(_ option: String?) -> Setting {
        setting(
            .cacert, flag: option.map { ("--cacert", $0) }, variable: firstVariable("SSL_CERT_FILE", "SSL_CERT_DIR"),
            default: "")
    }

    /// `FEED_CLI_PAGER`, else `PAGER`, even empty (an empty one is no pager, as git reads it).
    func pager(noPager: Bool) -> Setting {
        let variable = ["FEED_CLI_PAGER", "PAGER"].lazy.compactMap { name in
            self.environment[name].map { (name, $0) }
        }.first
        return setting(
            .pager, flag: noPager ? ("--no-pager", "false") : nil, variable: variable,
            default: PagerCommand.defaultCommand)
    }

    func tokenFile(_ option: String?) -> Setting {
        setting(.tokenFile, flag: option.map { ("--token-file", $0) }, default: "")
    }

    /// No variable: a mouse is the terminal's, not the environment's.
    func mouse(noMouse: Bool) -> Setting {
        setting(.mouse, flag: noMouse ? ("--no-mouse", "false") : nil, default: "true")
    }
}
