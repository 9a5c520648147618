import ArgumentParser

/// `feed-cli cache info|list|validate|clear`.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect, list, validate or clear the caches (one per base URL).",
        subcommands: [
            CacheInfoCommand.self, CacheListCommand.self, CacheValidateCommand.self, CacheClearCommand.self,
        ])
}
