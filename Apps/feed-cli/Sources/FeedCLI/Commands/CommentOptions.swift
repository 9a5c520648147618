import ArgumentParser
import LayeredSettings

/// The option groups of a command about one image's comments (`comments`, `comment`), declared once: they keep no
/// cache and draw no picture. It has no title of its own, so each group keeps its title in the help.
struct CommentOptions: ParsableArguments {
    @OptionGroup(title: "API options") var api: APIOptions
    @OptionGroup(title: "Request options") var request: RequestOptions
    @OptionGroup(title: "Display options") var display: DisplayOptions
    @OptionGroup(title: "Log options") var log: LogOptions
    @OptionGroup(title: "Config options") var config: ConfigOptions

    /// The settings of a command with these options, read from `sources`, else from the config file they name.
    func settings(sources: SettingSources? = nil, noPager: Bool = false) throws -> AppSettings {
        try AppSettings(
            sources: sources ?? SettingSources(config: config), api: api, request: request, display: display, log: log,
            noPager: noPager)
    }
}
