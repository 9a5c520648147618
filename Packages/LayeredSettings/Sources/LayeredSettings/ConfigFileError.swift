/// A config file that cannot be used: it cannot be read, it does not parse, or a key has a value of the wrong kind.
/// It names the file, the line and the key, as a compiler names the place of an error, and what is wrong as data: a
/// presentation says it in the reader's language (`PATH:LINE: KEY must be …`).
public struct ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with a config file.
    public enum Problem: Sendable, Equatable {
        /// The file cannot be opened or read: the system's `errno`.
        case cannotRead(errno: Int32)
        /// The file is larger than `limit` bytes, more than any config file.
        case tooLarge(limit: Int)
        /// The file is not UTF-8 text.
        case notUTF8
        /// The file holds a NUL character, which no TOML document does.
        case hasNUL
        /// The TOML parser refused the document: `detail` is the parser's own words.
        case doesNotParse(detail: String)
        /// The key's value is a TOML `actual` (`string`, `integer`, `bool`…) where a value of `expected` must be.
        case wrongKind(expected: SettingKind, actual: String)
        /// A list table's entry is neither a string nor a list of strings: `expected` is the schema's description of
        /// the table's entries.
        case notListEntry(expected: String)
    }

    /// The file's path.
    public let path: String
    /// The line at fault, counted from 1; nil when the whole file is (it cannot be read, it is too large).
    public let line: Int?
    /// The key at fault, when one is.
    public let key: String?
    /// What is wrong.
    public let problem: Problem

    /// An error about the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - line: The line at fault, or nil for the whole file.
    ///   - key: The key at fault, if any.
    ///   - problem: What is wrong.
    public init(path: String, line: Int?, key: String?, problem: Problem) {
        self.path = path
        self.line = line
        self.key = key
        self.problem = problem
    }

    /// For logs and tests, not for people: `PATH:LINE: KEY PROBLEM`, `PATH:LINE: PROBLEM`, or `PATH PROBLEM` for the
    /// whole file, the problem as data.
    public var description: String {
        guard let line else { return "\(path) \(problem)" }
        return key.map { "\(path):\(line): \($0) \(problem)" } ?? "\(path):\(line): \(problem)"
    }
}
