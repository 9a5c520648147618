import ArgumentParser

/// `feed-cli cache validate`.
struct CacheValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Delete the cached feed if it is 7 days old or older, or unreadable.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await CacheValidateRun(context: CommandContext(settings: AppSettings(options))).run()
    }
}
