import Foundation

/// The pager a program pages its text with, as git chooses it: `FEED_CLI_PAGER` (the program's own variable),
/// else `PAGER`, else `less -FRX` with `LESS=FRX` when `LESS` is unset, so text shorter than a screen is printed as
/// it is.
public enum PagerCommand {
    /// The pager when the environment names none.
    public static let defaultCommand = "less -FRX"

    /// The shell command to page with, or nil for none (empty or `cat`): `variable`, else `PAGER`, else the default.
    public static func command(environment: [String: String], variable: String) -> String? {
        let command = (environment[variable] ?? environment["PAGER"] ?? defaultCommand)
            .trimmingCharacters(in: .whitespaces)
        return command.isEmpty || command == "cat" ? nil : command
    }

    /// The pager's environment: `environment` with `LESS=FRX` when it has no `LESS`.
    public static func environment(_ environment: [String: String]) -> [String: String] {
        environment["LESS"] == nil ? environment.merging(["LESS": "FRX"]) { $1 } : environment
    }
}
