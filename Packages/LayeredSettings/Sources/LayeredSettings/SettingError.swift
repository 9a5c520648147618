/// A setting that cannot be used, for a usage error: its message names where the value came from (the flag, the
/// variable, or `file:line` and the key) and what it must be, and never holds a secret.
public struct SettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The whole message: `--timeout must be a positive number of seconds, not 'x'.`
    public let description: String

    /// An error with its message.
    ///
    /// - Parameter description: The whole message, a sentence.
    public init(_ description: String) {
        self.description = description
    }
}
