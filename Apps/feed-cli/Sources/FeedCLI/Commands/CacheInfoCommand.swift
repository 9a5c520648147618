import ArgumentParser

/// `feed-cli cache info`.
struct CacheInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show where the cache is, how many images it holds and how old it is.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await CacheInfoRun(context: CommandContext(settings: AppSettings(options))).run()
    }
}
