import ArgumentParser
import HTTPClientPolicy
import LayeredSettings
import TerminalUI

// The options a command may use, in groups; each command takes only the groups it uses, so its help lists only
// options that do something there. Each option falls back to its environment variable.

/// Which API: `--base-url` (also what names a cache).
struct APIOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The API base URL (env FEED_API_BASE_URL). Without one, the built-in sample API runs in-process.",
            valueName: "url"),
        transform: APIBaseURL.argument)
    var baseURL: APIBaseURL?
}

/// How requests are sent: `--token`, `--token-file`, `--timeout`, `--cacert`.
struct RequestOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A bearer token sent to the API's origin only (env FEED_API_TOKEN); - reads it from stdin, off the "
                + "command line that ps shows.",
            valueName: "token"))
    var token: String?

    @Option(
        help: ArgumentHelp(
            "A file holding the bearer token (config token_file); refused when others may read it (chmod 600).",
            valueName: "file"))
    var tokenFile: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds to wait for each response (default 10).", valueName: "seconds"))
    var timeout: Double?

    @Option(
        help: ArgumentHelp(
            "PEM certificate authorities to trust instead of the system's (env SSL_CERT_FILE, SSL_CERT_DIR).",
            valueName: "file"))
    var cacert: String?

    func validate() throws {
        try Self.validate(token: token, tokenFile: tokenFile, timeout: timeout)
    }

    /// The checks of `validate()` on plain values.
    static func validate(token: String?, tokenFile: String?, timeout: Double?) throws {
        if let timeout, !AppSettings.isUsable(timeout: timeout) {
            throw UsageWords.refusal(.usageTimeout)
        }
        // Checked here so a header break can never reach a request; the message does not repeat the token.
        if token != nil && tokenFile != nil {
            throw UsageWords.refusal(.usageEither, ["first": "--token", "second": "--token-file"])
        }
        if tokenFile?.isEmpty == true { throw UsageWords.refusal(.usageEmpty, ["option": "--token-file"]) }
        if let token, token != "-", !SecretFile.isUsable(token: token) {
            throw UsageWords.refusal(.usageTokenText, ["option": "--token"])
        }
    }
}

/// Where caches live: `--cache-dir`.
struct CacheOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where caches live, one per base URL (env FEED_CACHE_DIR; default $XDG_CACHE_HOME/feed-cli or ~/.cache/feed-cli).",
            valueName: "dir"))
    var cacheDir: String?
}

/// How text looks: `--lang`, `--theme`, `--no-color`.
struct DisplayOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The language of every text and date, e.g. en, pt-BR, ja (env LC_ALL, LC_MESSAGES, LANG).",
            valueName: "code"))
    var lang: String?

    @Option(
        help: ArgumentHelp(
            "auto, light or dark (auto asks the terminal its background, else reads COLORFGBG; default auto).",
            valueName: "theme"))
    var theme: ThemeOption?

    @Flag(help: "No colours (also when NO_COLOR is set or output is not a terminal).")
    var noColor = false
}

extension TerminalUI.ThemeOption: ArgumentParser.ExpressibleByArgument {}

/// How pictures are drawn: `--images`.
struct ImageOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "auto, kitty, iterm2, sixel, blocks or off (env FEED_CLI_IMAGES). auto draws on a terminal only: what it "
                + "answers to; inside tmux kitty placeholders when the terminal outside draws them and tmux passes "
                + "them through, else blocks, as inside screen; a named mode draws into a pipe too.",
            valueName: "mode"))
    var images: ImageMode?
}

extension TerminalUI.ImageMode: ArgumentParser.ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}

/// What the command says about its requests: `-v`, `--verbose`.
struct LogOptions: ParsableArguments {
    @Flag(
        name: [.short, .long],
        help:
            "One line on stderr per request: method, URL, status, bytes, milliseconds, cache hits; never a token (env FEED_CLI_LOG=info, or debug)."
    )
    var verbose = false
}

/// How the browser reads input: `--no-mouse`.
struct BrowserOptions: ParsableArguments {
    @Flag(
        name: .customLong("no-mouse"),
        help:
            "No mouse in the browser: the terminal selects text as usual (config: mouse = false). With it, the wheel scrolls, a click selects, a click on the selected row opens it, a click on a hint is its key."
    )
    var noMouse = false
}
