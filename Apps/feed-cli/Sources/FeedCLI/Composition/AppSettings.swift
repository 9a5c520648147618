import ArgumentParser
import EssentialFeedCacheFolder
import Foundation
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

    /// The settings of a command that takes the given option groups; a group it does not take falls back to the
    /// environment alone. A `FEED_API_BASE_URL` that is no absolute http(s) URL is a usage error, like a bad
    /// `--base-url`, rather than a silent switch to the sample API.
    init(
        api: APIOptions? = nil, request: RequestOptions? = nil, cache: CacheOptions? = nil,
        display: DisplayOptions? = nil, images: ImageOptions? = nil, log: LogOptions? = nil,
        runtime: FeedCLIRuntime = .current
    ) throws {
        let environment = runtime.environment
        self.runtime = runtime
        explicitBaseURL =
            try api?.baseURL ?? Self.nonEmpty(environment["FEED_API_BASE_URL"]).map(Self.environmentBaseURL)
        if cache?.cacheDir?.isEmpty == true { throw ValidationError("--cache-dir cannot be empty.") }
        cacheRoot = Self.cacheRoot(option: cache?.cacheDir, environment: environment)
        language = LanguageResolver.resolve(explicit: display?.lang, environment: environment)
        unsupportedLanguage = display?.lang.flatMap { !$0.isEmpty && LanguageResolver.match($0) == nil ? $0 : nil }
        let theme = display?.theme ?? .auto
        let noColor = display?.noColor ?? false
        let terminalAnswer = TerminalAnswer { PictureSettings.askTerminal(runtime) }
        self.terminalAnswer = terminalAnswer
        self.theme = Theme.resolve(
            option: theme, noColor: noColor, environment: environment, isTerminal: runtime.standardOutput.isTerminal,
            askBackground: { terminalAnswer.reply()?.backgroundIsLight })
        errorTheme = Theme.resolve(
            option: theme, noColor: noColor, environment: environment, isTerminal: runtime.standardError.isTerminal,
            askBackground: { terminalAnswer.reply()?.backgroundIsLight })
        token = try request?.token ?? Self.nonEmpty(environment["FEED_API_TOKEN"]).map(Self.environmentToken)
        timeout = request?.timeout ?? 10
        trustRoots = try TrustRootsSetting.resolve(option: request?.cacert, environment: environment)
        logLevel = try Self.logLevel(verbose: log?.verbose ?? false, environment: environment)
        imageMode = images == nil ? .off : try PictureSettings.mode(option: images?.images, environment: environment)
        symbols = images == nil ? .half : try PictureSettings.symbols(environment: environment)
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

    /// `--cache-dir`, else `FEED_CACHE_DIR`, else `$XDG_CACHE_HOME/feed-cli` when that is absolute (the XDG spec
    /// says to ignore a relative one), else `~/.cache/feed-cli`.
    static func cacheRoot(option: String?, environment: [String: String]) -> URL {
        if let path = option ?? nonEmpty(environment["FEED_CACHE_DIR"]) {
            return URL(fileURLWithPath: expandingTilde(path, environment: environment), isDirectory: true)
        }
        if let xdg = nonEmpty(environment["XDG_CACHE_HOME"]), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("feed-cli", isDirectory: true)
        }
        let home = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
            ".cache/feed-cli", isDirectory: true)
    }

    private static func expandingTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = nonEmpty(environment["HOME"]) else { return path }
        return home + path.dropFirst()
    }

    private static func environmentBaseURL(_ text: String) throws -> APIBaseURL {
        guard let baseURL = APIBaseURL(text) else {
            throw ValidationError("FEED_API_BASE_URL must be an absolute http or https URL, not '\(text)'.")
        }
        return baseURL
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

    /// `FEED_API_TOKEN`, checked as `--token` is: never sent as it is when it cannot be a header value.
    private static func environmentToken(_ token: String) throws -> String {
        guard RequestOptions.isUsable(token: token) else {
            throw ValidationError("FEED_API_TOKEN must be printable ASCII without spaces or control characters.")
        }
        return token
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
