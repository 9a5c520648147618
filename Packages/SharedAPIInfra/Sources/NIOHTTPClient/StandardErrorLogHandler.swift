import Foundation
import Logging

/// A `LogHandler` that writes each message as one plain line, `prefix` first, with no level, date or metadata:
/// `feed-cli: GET http://127.0.0.1:8080/feed?limit=10 200 1234 bytes 12 ms`. It writes to stderr unless told where.
public struct StandardErrorLogHandler: LogHandler {
    /// Writes one line, its line break included.
    public typealias Write = @Sendable (String) -> Void

    /// The lowest level written.
    public var logLevel: Logger.Level
    /// Kept for `Logger`'s sake, never written.
    public var metadata: Logger.Metadata = [:]
    private let prefix: String
    private let write: Write

    /// Writes messages of `logLevel` and above, each after `prefix` (`"feed-cli: "`), with `write` (stderr).
    public init(
        prefix: String, logLevel: Logger.Level = .info, write: @escaping Write = StandardErrorLogHandler.standardError
    ) {
        self.prefix = prefix
        self.logLevel = logLevel
        self.write = write
    }

    /// Writes `line` to the process's stderr in one `write(2)`.
    public static let standardError: Write = { line in
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Kept for `Logger`'s sake, never written.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `message` as one line: line breaks inside it become spaces, so one message is one line.
    public func log(event: LogEvent) {
        let text = "\(event.message)".replacingOccurrences(of: "\r", with: " ").replacingOccurrences(
            of: "\n", with: " ")
        write(prefix + text + "\n")
    }
}
