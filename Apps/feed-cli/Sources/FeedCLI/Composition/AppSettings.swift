import ArgumentParser
import EssentialFeedCacheFolder
import FeedBrowser
import Foundation
import HTTPClientPolicy
import LayeredSettings
import Logging
import NIOHTTPClient
import SharedPresentation
import TerminalUI
import TerminalViews

/// A command's options resolved against the environment, once per command.
struct AppSettings: Sendable {
    let explicitBaseURL: APIBaseURL?
    let cacheRoot: URL
    let language: String
    /// A `--lang` this program has no translation for (English is used instead), said once in a warning.
    let unsupportedLanguage: String?
    let theme: Theme
    /// The theme of stderr, which may be a terminal when stdout is not.
    let errorTheme: Theme
    let token: String?
    let timeout: Double
    /// `--cacert`, else `SSL_CERT_FILE` and `SSL_CERT_DIR`, else the system's store.
    let trustRoots: TrustRoots
    /// `-v` or `FEED_CLI_LOG` (`info`, `debug`): the requests logged on stderr; nil for none.
    let logLevel: Logger.Level?
    /// `--images` or `FEED_CLI_IMAGES`; `pictureRenderer()` resolves it against the terminal.
    let imageMode: ImageMode
    /// `FEED_CLI_SYMBOLS`, else what the terminal is known to draw: the shapes of character pictures.
    let symbols: SymbolSet
    let runtime: FeedCLIRuntime
    /// What the terminal answered about its background and graphics, asked once for both.
    let terminalAnswer: TerminalAnswer

    /// Every client setting with its value and where it came from, in the config file's order: `feed-cli config`.
    let report: [Setting]
    /// The config file's keys this program does not know: one warning each.
    let unknownConfigKeys: [(place: String, key: String)]
    /// The browser's keys: the defaults with the config file's `[keys]` over them.
    var keymap: BrowserKeymap { configuredKeymap ?? .standard }
    /// The config file's `[keys]` over the defaults, checked with the other settings; nil without the table, so a
    /// command that opens no browser builds no keymap.
    let configuredKeymap: BrowserKeymap?
    /// Whether the browser turns mouse reporting on: `--no-mouse`, else `mouse` in the config file, else on.
    let mouse: Bool

    /// The settings of a command that takes the given option groups; a group it does not take falls back to the
    /// environment and the config file alone. Every setting follows `SettingSources`' one rule: flag, environment,
    /// file, default. A value that is no good is a usage error naming where it came from, e.g. a
    /// `FEED_API_BASE_URL` that is no absolute http(s) URL, rather than a silent switch to the sample API.
    init(
        sources: SettingSources, api: APIOptions? = nil, request: RequestOptions? = nil, cache: CacheOptions? = nil,
        display: DisplayOptions? = nil, images: ImageOptions? = nil, log: LogOptions? = nil,
        browser: BrowserOptions? = nil, noPager: Bool = false,
        runtime: FeedCLIRuntime = .current
    ) throws {
        try self.init(
            sources: sources,
            options: OptionValues(
                api: api, request: request, cache: cache, display: display, images: images, log: log,
                browser: browser, noPager: noPager),
            runtime: runtime)
    }

    /// The settings of a command whose options are `options`.
    init(sources: SettingSources, options: OptionValues, runtime: FeedCLIRuntime = .current) throws {
        let environment = runtime.environment
        self.runtime = runtime
        let baseURL = sources.setting(ClientSettings.baseURL, flag: options.baseURL?.url.absoluteString)
        explicitBaseURL = try sources.value(baseURL, as: .expectHTTPURL) { text -> APIBaseURL?? in
            text.isEmpty ? .some(nil) : APIBaseURL(text).map(Optional.some)
        }
        if options.cacheDir?.isEmpty == true { throw UsageWords.refusal(.usageEmpty, ["option": "--cache-dir"]) }
        let cacheDir = sources.setting(ClientSettings.cacheDir, flag: options.cacheDir)
        cacheRoot = URL(fileURLWithPath: sources.expandingTilde(cacheDir.value), isDirectory: true)
        let lang = sources.setting(ClientSettings.lang, flag: options.lang)
        language = LanguageResolver.match(lang.value) ?? SupportedLanguages.fallback
        unsupportedLanguage = LanguageResolver.match(lang.value) == nil && lang.origin != .default ? lang.value : nil
        let themeSetting = sources.setting(ClientSettings.theme, flag: options.theme?.rawValue)
        let theme = try sources.value(themeSetting, as: .expectTheme, ThemeOption.init(rawValue:))
        let color = sources.setting(ClientSettings.color, flag: options.noColor ? "false" : nil)
        let noColor = try sources.value(color, as: .configKindFlag) {
            ["auto": false, "true": false, "false": true][$0]
        }
        let terminalAnswer = TerminalAnswer { PictureSettings.askTerminal(runtime) }
        self.terminalAnswer = terminalAnswer
        self.theme = Theme.resolve(
            option: theme, noColor: noColor, environment: environment, isTerminal: runtime.standardOutput.isTerminal,
            askBackground: { terminalAnswer.reply()?.backgroundIsLight })
        errorTheme = Theme.resolve(
            option: theme, noColor: noColor, environment: environment, isTerminal: runtime.standardError.isTerminal,
            askBackground: { terminalAnswer.reply()?.backgroundIsLight })
        let tokenFile = sources.setting(ClientSettings.tokenFile, flag: options.tokenFile)
        token = !options.takesRequests ? nil : try Self.token(options.token, file: tokenFile, sources)
        let timeoutSetting = sources.setting(
            ClientSettings.timeout, flag: options.timeout.map { ConfigValue.number($0).text })
        timeout = try sources.value(timeoutSetting, as: .expectSeconds) {
            Double($0).flatMap { Self.isUsable(timeout: $0) ? $0 : nil }
        }
        let cacert = sources.setting(ClientSettings.cacert, flag: options.cacert)
        trustRoots = try TrustRootsSetting.resolve(cacert, environment: environment)
        logLevel = try Self.logLevel(verbose: options.verbose, environment: environment)
        let imagesSetting = sources.setting(ClientSettings.images, flag: options.images?.rawValue)
        let names = ImageMode.allCases.map(\.rawValue).joined(separator: ", ")
        let mode = try sources.value(
            imagesSetting, as: .expectOneOf, values: ["choices": names], ImageMode.init(parsing:))
        imageMode = options.takesImages ? mode : .off
        let symbolsSetting = sources.setting(ClientSettings.symbols, flag: nil)
        let shapes = SymbolSet.allCases.map(\.rawValue).joined(separator: ", ")
        symbols =
            !options.takesImages
            ? .half
            : try sources.value(symbolsSetting, as: .expectOneOf, values: ["choices": shapes]) {
                $0 == "auto" ? SymbolSet.detect(environment: environment) : SymbolSet(parsing: $0)
            }
        let mouseSetting = sources.setting(ClientSettings.mouse, flag: options.noMouse ? "false" : nil)
        mouse = try sources.value(mouseSetting, as: .configKindFlag) { ["true": true, "false": false][$0] }
        report = [
            baseURL, cacheDir, lang, themeSetting, color, imagesSetting, symbolsSetting, timeoutSetting, cacert,
            sources.setting(ClientSettings.pager, flag: options.noPager ? "false" : nil), tokenFile, mouseSetting,
        ]
        unknownConfigKeys = (sources.file?.unknownKeys ?? []).map { entry in
            ("\(sources.file?.path ?? ""):\(entry.line)", entry.key)
        }
        configuredKeymap = try Self.keymap(sources.file)
    }

    /// The `[keys]` table checked: an unknown action, a key that is none, or a key for two actions of one screen is
    /// a usage error naming `file:line` (and, for a conflict, both actions).
    private static func keymap(_ file: ConfigFile?) throws -> BrowserKeymap? {
        guard let file, let entries = file.tables[ClientSettings.keysTable], !entries.isEmpty else { return nil }
        let bindings = entries.map { entry in
            let keys: [String] = if case let .list(keys) = entry.value { keys } else { [entry.value.text] }
            return BrowserKeymap.Binding(action: entry.key, keys: keys, line: entry.line)
        }
        do {
            return try BrowserKeymap.make(bindings, path: file.path)
        } catch {
            let reason = Self.keysReason(error.problem, language: UsageWords.language)
            throw ValidationError("\(file.path):\(error.line): keys.\(error.action) \(reason)")
        }
    }

    /// What is wrong with a `[keys]` binding, in `language`: the sentence that follows `keys.ACTION`.
    private static func keysReason(_ problem: BrowserKeymap.Failure.Problem, language: String) -> String {
        switch problem {
        case let .unknownAction(known):
            CLIStrings.format(.keysUnknownAction, language: language, ["actions": known.joined(separator: ", ")])
        case let .noSuchKey(name): CLIStrings.format(.keysNoSuchKey, language: language, ["name": name])
        case let .reservedKey(key): CLIStrings.format(.keysReserved, language: language, ["key": key])
        case let .conflict(key, partner, partnerLine, path, screen):
            CLIStrings.format(
                .keysConflict, language: language,
                [
                    "key": key, "partner": partner, "screen": screen,
                    "place": partnerLine.map { "\(path):\($0)" }
                        ?? CLIStrings.string(.keysByDefault, language: language),
                ])
        }
    }

    /// A response timeout that can be waited: positive and finite.
    static func isUsable(timeout: Double) -> Bool {
        timeout > 0 && timeout.isFinite
    }

    /// How this command draws pictures on stdout, or nil; may ask the terminal, so call it once.
    func pictureRenderer() -> PictureRenderer? {
        PictureSettings.renderer(
            mode: imageMode, symbols: symbols, theme: theme, runtime: runtime, answer: terminalAnswer)
    }

    /// The cache key when the base URL is known without starting anything.
    var cacheKey: String {
        explicitBaseURL.map(CacheKey.key(for:)) ?? CacheKey.sample
    }

    /// `.info` for `-v` or `FEED_CLI_LOG=info`, `.debug` for `FEED_CLI_LOG=debug`; any other value is a usage error.
    private static func logLevel(verbose: Bool, environment: [String: String]) throws -> Logger.Level? {
        do throws(RequestLogLevel.Unknown) {
            return try RequestLogLevel.resolve(verbose: verbose, variable: environment["FEED_CLI_LOG"])
        } catch {
            throw UsageWords.refusal(.usageLogLevel, ["value": error.value])
        }
    }

    /// The logger of `-v`: plain `feed-cli: …` lines on this command's stderr; nil when not asked for.
    var requestLogger: Logger? {
        let output = runtime.standardError
        return StandardErrorLogHandler.logger(label: "feed-cli", prefix: "feed-cli: ", level: logLevel) {
            output.write($0)
        }
    }

    /// `--token` (`-`: stdin) or `--token-file`, else `FEED_API_TOKEN`, else the config file's `token_file`: the one
    /// rule, with the token itself never a setting of the file.
    private static func token(_ option: String?, file: Setting, _ sources: SettingSources) throws -> String? {
        do throws(SettingError) {
            return try sources.secret(option: option, optionName: "--token", file: file, variable: "FEED_API_TOKEN") {
                FeedCLIRuntime.current.readStandardInput(SecretFile.maximumSize)
            }
        } catch {
            throw error.usage
        }
    }
}
