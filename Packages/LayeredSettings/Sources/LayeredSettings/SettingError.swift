/// A setting that cannot be used, for a usage error: where the value came from (the flag, the variable, or
/// `file:line` and the key) and what is wrong with it, as data a presentation says in the reader's language. It
/// never holds a secret.
public struct SettingError: Error, Sendable, Equatable {
    /// What is wrong with the value.
    public enum Problem: Sendable, Equatable {
        /// The value is not what the setting must be: `expected` as the caller of ``Setting/parsed(as:_:)`` says it.
        case refused(value: String, expected: String)
        /// A secret given itself (a variable's) is not printable ASCII without spaces.
        case secretNotPrintable
        /// The file of a secret cannot be opened: the `errno` code.
        case secretFileUnreadable(path: String, code: Int32)
        /// The file of a secret is a folder, a link, a FIFO: no regular file.
        case secretFileNotRegular(path: String)
        /// The file of a secret may be read or written by others: its permission bits.
        case secretFileOpenToOthers(path: String, mode: UInt32)
        /// The secret read is too large or no UTF-8 text.
        case secretNotOneLine
        /// The secret read is not printable ASCII without spaces.
        case secretNotHeaderValue
    }

    /// Where the value came from: `--timeout`, `FEED_API_TOKEN`, `config.toml:4: token_file`.
    public let subject: String
    /// What is wrong with it.
    public let problem: Problem

    /// An error about the value of `subject`.
    public init(subject: String, problem: Problem) {
        self.subject = subject
        self.problem = problem
    }
}
