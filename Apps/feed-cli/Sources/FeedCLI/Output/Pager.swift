import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text output through a pager when stdout is a terminal, as git does: `FEED_CLI_PAGER`, else `PAGER`, else
/// `less -FRX` (and `LESS=FRX` when `LESS` is unset), so output shorter than a screen is printed as it is.
enum Pager {
    static let defaultCommand = "less -FRX"

    /// The shell command to page with, or nil for none (empty or `cat`).
    static func command(environment: [String: String]) -> String? {
        let command = (environment["FEED_CLI_PAGER"] ?? environment["PAGER"] ?? defaultCommand)
            .trimmingCharacters(in: .whitespaces)
        return command.isEmpty || command == "cat" ? nil : command
    }

    /// Runs `body` with stdout through the pager when `enabled`, stdout is a terminal and a pager is set, then
    /// waits for the pager to exit. Quitting the pager early ends the process at its next write (EPIPE).
    static func paging<T>(enabled: Bool, _ body: () async throws -> T) async throws -> T {
        let runtime = FeedCLIRuntime.current
        guard enabled, runtime.standardOutput.isTerminal,
            let command = command(environment: runtime.environment),
            let pager = PagerProcess.start(command, environment: pagerEnvironment(runtime.environment))
        else { return try await body() }
        // Ctrl-C is the pager's, as in git: ending here would hand the terminal back to the shell under it.
        let interrupt = signal(SIGINT, SIG_IGN)
        defer {
            pager.finish()
            signal(SIGINT, interrupt)
        }
        var paged = runtime
        paged.standardOutput = pager
        paged.writeStandardOutputBytes = { pager.write($0) }
        // No terminal query: its reply would be read while the pager owns the terminal.
        paged.standardInputIsTerminal = false
        return try await FeedCLIRuntime.$current.withValue(paged) { try await body() }
    }

    private static func pagerEnvironment(_ environment: [String: String]) -> [String: String] {
        environment["LESS"] == nil ? environment.merging(["LESS": "FRX"]) { $1 } : environment
    }
}
