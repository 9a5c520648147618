import ArgumentParser
import EssentialFeedCacheFolder
import FeedBrowser
import Foundation
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
        let baseURL = sources.baseURL(options.baseURL)
        explicitBaseURL =
            baseURL.value.isEmpty
            ? nil : try Self.parsed(baseURL, sources, as: "an absolute http or https URL", APIBaseURL.init)
        if options.cacheDir?.isEmpty == true { throw ValidationError("--cache-dir cannot be empty.") }
        let cacheDir = sources.cacheDir(options.cacheDir)
        cacheRoot = URL(
            fileURLWithPath: Self.expandingTilde(cacheDir.value, environment: environment), isDirectory: true)
        let lang = sources.lang(options.lang)
        language = LanguageResolver.match(lang.value) ?? SupportedLanguages.fallback
        unsupportedLanguage = LanguageResolver.match(lang.value) == nil && lang.origin != .default ? lang.value : nil
        let themeSetting = sources.theme(options.theme)
        let theme = try Self.parsed(themeSetting, sources, as: "auto, light or dark", ThemeOption.init(rawValue:))
        let color = sources.color(noColor: options.noColor)
        let noColor = try Self.parsed(color, sources, as: "true or false") {
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
        let tokenFile = sources.tokenFile(options.tokenFile)
        token =
            !options.takesRequests
            ? nil : try Self.token(option: options.token, file: tokenFile, environment: environment)
        let timeoutSetting = sources.timeout(options.timeout)
        timeout = try Self.parsed(timeoutSetting, sources, as: "a positive number of seconds") {
            Double($0).flatMap { Self.isUsable(timeout: $0) ? $0 : nil }
        }
        let cacert = sources.cacert(options.cacert)
        trustRoots = try TrustRootsSetting.resolve(cacert, environment: environment)
        logLevel = try Self.logLevel(verbose: options.verbose, environment: environment)
        let imagesSetting = sources.images(options.images)
        let names = ImageMode.allCases.map(\.rawValue).joined(separator: ", ")
        let mode = try Self.parsed(imagesSetting, sources, as: "one of \(names)", ImageMode.init(parsing:))
        imageMode = options.takesImages ? mode : .off
        let symbolsSetting = sources.symbols()
        symbols = !options.takesImages ? .half : try PictureSettings.symbols(symbolsSetting, environment: environment)
        let mouseSetting = sources.mouse(noMouse: options.noMouse)
        mouse = try Self.parsed(mouseSetting, sources, as: "true or false") { ["true": true, "false": false][$0] }
        report = [
            baseURL, cacheDir, lang, themeSetting, color, imagesSetting, symbolsSetting, timeoutSetting, cacert,
            sources.pager(noPager: options.noPager), tokenFile, mouseSetting,
        ]
        unknownConfigKeys = (sources.file?.unknownKeys ?? []).map { entry in
            ("\(sources.file?.path ?? ""):\(entry.line)", entry.key)
        }
        configuredKeymap = try Self.keymap(sources.file)
    }

    /// The `[keys]` table checked: an unknown action, a key that is none, or a key for two actions of one screen is
    /// a usage error naming `file:line` (and, for a conflict, both actions).
    private static func keymap(_ file: ConfigFile?) throws -> BrowserKeymap? {
        guard let file, let entries = file.tables[ConfigKey.keysTable], !entries.isEmpty else { return nil }
        let bindings = entries.map { entry in
            let keys: [String] = if case let .list(keys) = entry.value { keys } else { [entry.value.text] }
            return BrowserKeymap.Binding(action: entry.key, keys: keys, line: entry.line)
        }
        do {
            return try BrowserKeymap.make(bindings, path: file.path)
        } catch {
            throw ValidationError("\(file.path):\(error.line): keys.\(error.action) \(error.reason)")
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

    /// The cache root without `--cache-dir`, `FEED_CACHE_DIR` or `cache_dir`: `$XDG_CACHE_HOME/feed-cli` when that
    /// is absolute (the XDG spec says to ignore a relative one), else `~/.cache/feed-cli`.
    static func defaultCacheRoot(environment: [String: String]) -> URL {
        if let xdg = nonEmpty(environment["XDG_CACHE_HOME"]), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("feed-cli", isDirectory: true)
        }
        let home = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
            ".cache/feed-cli", isDirectory: true)
    }

    /// `setting`'s value read by `parse`, after the config file's own value for the same key: a bad value in the file
    /// is a usage error naming `file:line` and the key even when a flag or a variable overrides it, so a broken file
    /// never waits, unnoticed, for the day the flag is left out.
    private static func parsed<T>(
        _ setting: Setting, _ sources: SettingSources, as expected: String, _ parse: (String) -> T?
    ) throws -> T {
        do throws(SettingError) {
            if setting.origin != .default, let file = sources.fileSetting(setting.key), file.origin != setting.origin,
                !file.value.isEmpty || setting.key != ConfigKey.baseURL.rawValue
            {
                _ = try file.parsed(as: expected, parse)
            }
            return try setting.parsed(as: expected, parse)
        } catch {
            throw error.usage
        }
    }

    static func expandingTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = nonEmpty(environment["HOME"]) else { return path }
        return home + path.dropFirst()
    }

    /// `.info` for `-v` or `FEED_CLI_LOG=info`, `.debug` for `FEED_CLI_LOG=debug`; any other value is a usage error.
    private static func logLevel(verbose: Bool, environment: [String: String]) throws -> Logger.Level? {
        switch environment["FEED_CLI_LOG"]?.lowercased() {
        case nil, "": return verbose ? .info : nil
        case "info": return .info
        case "debug": return .debug
        case let value?: throw ValidationError("FEED_CLI_LOG must be info or debug, not '\(value)'.")
        }
    }

    /// The logger of `-v`: plain `feed-cli: …` lines on this command's stderr; nil when not asked for.
    var requestLogger: Logger? {
        guard let logLevel else { return nil }
        let output = runtime.standardError
        return Logger(label: "feed-cli") { _ in
            StandardErrorLogHandler(prefix: "feed-cli: ", logLevel: logLevel) { output.write($0) }
        }
    }

    /// `--token` (`-`: stdin) or `--token-file`, else `FEED_API_TOKEN`, else the config file's `token_file`: the one
    /// rule, with the token itself never a setting of the file.
    private static func token(option: String?, file: Setting, environment: [String: String]) throws -> String? {
        do throws(SettingError) {
            return try secretToken(option: option, file: file, environment: environment)
        } catch {
            throw error.usage
        }
    }

    private static func secretToken(option: String?, file: Setting, environment: [String: String])
        throws(SettingError) -> String?
    {
        if option == "-" {
            return try SecretFile.token(
                in: FeedCLIRuntime.current.readStandardInput(SecretFile.maximumSize), subject: "--token -")
        }
        if let option { return option }
        if case .flag = file.origin {
            return try SecretFile.token(
                at: expandingTilde(file.value, environment: environment), subject: "--token-file")
        }
        if let token = nonEmpty(environment["FEED_API_TOKEN"]) { return try environmentToken(token) }
        guard case .file = file.origin else { return nil }
        return try SecretFile.token(at: expandingTilde(file.value, environment: environment), subject: file.subject)
    }

    /// `FEED_API_TOKEN`, checked as `--token` is: never sent as it is when it cannot be a header value.
    private static func environmentToken(_ token: String) throws(SettingError) -> String {
        guard SecretFile.isUsable(token: token) else {
            throw SettingError("FEED_API_TOKEN must be printable ASCII without spaces or control characters.")
        }
        return token
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
