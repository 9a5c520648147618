import ArgumentParser
import LayeredSettings

/// The option groups of a command that loads from the API, keeps a cache and draws pictures (`feed`, `browse`,
/// `image`, `show` and the default command), declared once. It has no title of its own, so each group keeps its
/// title in the help, and the help reads as if each command declared them.
struct ClientOptions: ParsableArguments {
    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Cache options") var cache: CacheOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Image options") var images: ImageOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    /// The settings of a command with these options, and `browser`'s for a command that opens the browser.
    func settings(browser: BrowserOptions? = nil) throws -> AppSettings {
        try AppSettings(
            sources: SettingSources(config: config),
            api: api, request: request, cache: cache, display: display, images: images, log: log, browser: browser)
    }

    /// The options as plain values, as `AppSettings` reads them.
    func values(noPager: Bool = false) -> OptionValues {
        OptionValues(
            api: api, request: request, cache: cache, display: display, images: images, log: log, noPager: noPager)
    }
}
