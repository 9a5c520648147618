import ArgumentParser
import LayeredSettings
import SharedPresentation
import TerminalUI

/// `feed-cli config`: the settings every command would use here, each with where it came from.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the effective settings, each with where it came from: flag, env NAME, file PATH:LINE, default.",
        discussion: """
            One line per setting, as git config --show-origin writes them: the origin, a tab, key=value (an empty \
            value is none). Precedence, for every setting: the flag, then the environment, then the config file, \
            then the default. The file is --config FILE, else FEED_CLI_CONFIG, else \
            $XDG_CONFIG_HOME/feed-cli/config.toml (when absolute), else ~/.config/feed-cli/config.toml; none is \
            fine. Its keys: base_url, cache_dir, lang, theme, color, images, timeout, cacert, pager, token_file, \
            mouse, and a [keys] table for the browser. A token is never a key: use token_file.
            \(ConfigJSON.shape)

            \(CommandFailure.helpText(CommandFailure.HelpCode.local))
            """)

    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions
    @OptionGroup(title: "Browser options") var browser: BrowserOptions

    @Flag(help: "Write one JSON object to stdout.")
    var json = false

    func run() async throws {
        let sources = try SettingSources(config: config)
        let settings = try AppSettings(
            sources: sources, api: api, request: request, cache: cache, display: display, images: images,
            browser: browser)
        let context = CommandContext(settings: settings, format: OutputFormat(json: json))
        context.configOutput(file: sources.file?.path).write(settings.report, on: context.runtime.standardOutput)
    }
}
