/// A config file that cannot be used: it cannot be read, it does not parse, or a key has a value of the wrong kind.
/// Its description names `file:line` and the key, as a compiler names the place of an error: `PATH:LINE: KEY must
/// be …`.
public struct ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// The line at fault, counted from 1; nil when the whole file is (it cannot be read, it is too large).
    public let line: Int?
    /// The key at fault, when one is.
    public let key: String?
    /// What is wrong, as the end of a sentence: `must be a number, not a TOML string.`
    public let reason: String

    /// An error about the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - line: The line at fault, or nil for the whole file.
    ///   - key: The key at fault, if any.
    ///   - reason: What is wrong.
    public init(path: String, line: Int?, key: String?, reason: String) {
        self.path = path
        self.line = line
        self.key = key
        self.reason = reason
    }

    /// `PATH:LINE: KEY REASON`, `PATH:LINE: REASON`, or `PATH REASON` for the whole file.
    public var description: String {
        guard let line else { return "\(path) \(reason)" }
        return key.map { "\(path):\(line): \($0) \(reason)" } ?? "\(path):\(line): \(reason)"
    }
}
