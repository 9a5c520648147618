import Logging

/// How much a program logs of its requests, as a command line asks: `-v` is `info`, and a variable naming `info`
/// or `debug` (any case) says it without the flag; the variable, when set, wins. Anything else it names is refused
/// rather than read as no log, so a typo never silences what was asked for.
public enum RequestLogLevel {
    /// A variable's value that names no level.
    public struct Unknown: Error, Equatable, Sendable {
        /// The value, lowercased, as a message repeats it.
        public let value: String

        /// A refusal of `value`.
        ///
        /// - Parameter value: The value, lowercased.
        public init(value: String) {
            self.value = value
        }
    }

    /// The level asked for, or nil for no log.
    ///
    /// - Parameters:
    ///   - verbose: Whether `-v` (`--verbose`) was given.
    ///   - variable: The variable's value (`FEED_CLI_LOG`), nil when unset; empty counts as unset.
    /// - Returns: `.debug` for `debug`, `.info` for `info` or for `-v` alone, else nil.
    /// - Throws: ``Unknown`` for any other value of the variable.
    public static func resolve(verbose: Bool, variable: String?) throws(Unknown) -> Logger.Level? {
        switch variable?.lowercased() {
        case nil, "": return verbose ? .info : nil
        case "info": return .info
        case "debug": return .debug
        case let value?: throw Unknown(value: value)
        }
    }
}

extension StandardErrorLogHandler {
    /// A logger whose messages of `level` and above are written as plain lines after `prefix`; nil without a level.
    ///
    /// - Parameters:
    ///   - label: The logger's label.
    ///   - prefix: What each line starts with: `"feed-cli: "`.
    ///   - level: The lowest level written; nil for no logger.
    ///   - write: Writes one line, its line break included.
    /// - Returns: The logger, or nil.
    public static func logger(label: String, prefix: String, level: Logger.Level?, write: @escaping Write) -> Logger? {
        guard let level else { return nil }
        return Logger(label: label) { _ in StandardErrorLogHandler(prefix: prefix, logLevel: level, write: write) }
    }
}
