import ArgumentParser
import LayeredSettings

/// The option groups of a command about one image's comments (`comments`, `comment`): they keep no cache and draw no
/// picture. Each command declares them first, in this order, so each group keeps its title in the help; `options`
/// reads them as one value. Not one group of groups, for the reason ``ClientOptionGroups`` gives.
protocol CommentOptionGroups {
    var api: APIOptions { get }
    var request: RequestOptions { get }
    var display: DisplayOptions { get }
    var log: LogOptions { get }
    var config: ConfigOptions { get }
}

extension CommentOptionGroups {
    /// The command's comment options as one value.
    var options: CommentOptions {
        CommentOptions(api: api, request: request, display: display, log: log, config: config)
    }
}

/// The options a ``CommentOptionGroups`` command was given.
struct CommentOptions {
    let api: APIOptions
    let request: RequestOptions
    let display: DisplayOptions
    let log: LogOptions
    let config: ConfigOptions

    /// The settings of a command with these options, read from `sources`, else from the config file they name.
    func settings(sources: SettingSources? = nil, noPager: Bool = false) throws -> AppSettings {
        try AppSettings(
            sources: sources ?? SettingSources(config: config), api: api, request: request, display: display, log: log,
            noPager: noPager)
    }
}
