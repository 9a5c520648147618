import ArgumentParser
import LayeredSettings

/// The option groups of a command that loads from the API, keeps a cache and draws pictures (`feed`, `browse`,
/// `image`, `show` and the default command): each declares them first, in this order, so each group keeps its title
/// in the help and the help reads the same in every command; the extension reads them together.
///
/// Declared by each command, not as one group of groups: a debug build's ArgumentParser checks every group's
/// declarations again for each level it is nested in, on every parse, and the nesting made each parse of a debug
/// build (every run of the app's tests) several times as slow.
protocol ClientOptionGroups {
    var api: APIOptions { get }
    var request: RequestOptions { get }
    var cache: CacheOptions { get }
    var display: DisplayOptions { get }
    var log: LogOptions { get }
    var images: ImageOptions { get }
    var config: ConfigOptions { get }
}

extension ClientOptionGroups {
    /// The settings of a command with these options, and `browser`'s for a command that opens the browser.
    func clientSettings(browser: BrowserOptions? = nil) throws -> AppSettings {
        try AppSettings(
            sources: SettingSources(config: config),
            api: api, request: request, cache: cache, display: display, images: images, log: log, browser: browser)
    }

    /// The options as plain values, as `AppSettings` reads them.
    func optionValues(noPager: Bool = false) -> OptionValues {
        OptionValues(
            api: api, request: request, cache: cache, display: display, images: images, log: log, noPager: noPager)
    }
}
