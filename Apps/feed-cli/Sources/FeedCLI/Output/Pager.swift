import Foundation
import LayeredSettings
import SharedPresentation
import TerminalUI

/// Text output through a pager when stdout is a terminal, as git does: `FEED_CLI_PAGER`, else `PAGER`, else the
/// config file's `pager`, else TerminalUI's `PagerCommand.defaultCommand` (`less -FRX`, with `LESS=FRX` when `LESS`
/// is unset), so output shorter than a screen is printed as it is.
enum Pager {
    /// The shell command to page with, or nil for none (empty, `cat`, or `pager = false` in the config file).
    static func command(_ setting: Setting) -> String? {
        let command = setting.value.trimmingCharacters(in: .whitespaces)
        let off =
            command == "false" && setting.origin != .environment("PAGER")
            && setting.origin != .environment("FEED_CLI_PAGER")
        return command.isEmpty || command == "cat" || off ? nil : command
    }

    /// Runs `body` with stdout through the pager when its output is text, `--no-pager` was not given, stdout is a
    /// terminal and a pager is set, then waits for the pager to exit; JSON is for scripts, never paged. The pager starts at the first write (see `LazyPager`). Quitting it early ends
    /// the process at its next write (EPIPE). A pager that cannot start is said in `lang` (else the environment's).
    static func paging<T>(
        _ format: OutputFormat, noPager: Bool, sources: SettingSources, lang: String?, _ body: () async throws -> T
    ) async throws -> T {
        let runtime = FeedCLIRuntime.current
        guard format.isForPeople, !noPager, runtime.standardOutput.isTerminal,
            let command = command(sources.setting(ClientSettings.pager, flag: nil))
        else { return try await body() }
        let pager = LazyPager(
            command: command, environment: PagerCommand.environment(runtime.environment),
            terminal: runtime.writeStandardOutputBytes, standardError: runtime.standardError,
            warning: warning(command: command, lang: lang, environment: runtime.environment),
            onReaderLeft: FeedCLIRuntime.endOnFailedStandardOutput)
        defer { pager.finish() }
        var paged = runtime
        paged.standardOutput = pager
        paged.writeStandardOutputBytes = { pager.write($0) }
        // No terminal query: its reply would be read while the pager owns the terminal.
        paged.standardInputIsTerminal = false
        return try await FeedCLIRuntime.$current.withValue(paged) { try await body() }
    }

    /// One `feed-cli: warning: …` line: the pager did not start, and the text follows on the terminal.
    private static func warning(command: String, lang: String?, environment: [String: String]) -> String {
        let language = LanguageResolver.resolve(explicit: lang, environment: environment)
        let words = CLIStrings.format(.pagerDidNotStart, language: language, ["command": TerminalText.safe(command)])
        return "feed-cli: " + CLIStrings.string(.warning, language: language) + ": " + words + "\n"
    }
}
