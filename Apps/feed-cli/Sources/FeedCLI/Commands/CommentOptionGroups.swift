import ArgumentParser
import LayeredSettings

/// The option groups of a command about one image's comments (`comments`, `comment`): they keep no cache and draw no
/// picture. Each command declares them first, in this order, so each group keeps its title in the help; the extension
/// reads them together. Not one group of groups, for the reason ``ClientOptionGroups`` gives.
protocol CommentOptionGroups {
    var api: APIOptions { get }
    var request: RequestOptions { get }
    var display: DisplayOptions { get }
    var log: LogOptions { get }
    var config: ConfigOptions { get }
}

extension CommentOptionGroups {
    /// The settings of a command with these options, read from `sources`, else from the config file they name.
    func commentSettings(sources: SettingSources? = nil, noPager: Bool = false) throws -> AppSettings {
        try AppSettings(
            sources: sources ?? SettingSources(config: config), api: api, request: request, display: display, log: log,
            noPager: noPager)
    }
}
