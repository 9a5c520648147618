import ArgumentParser

/// `feed-cli cache info|validate|clear`.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect, validate or clear the cache of the current base URL.",
        subcommands: [CacheInfoCommand.self, CacheValidateCommand.self, CacheClearCommand.self])
}
