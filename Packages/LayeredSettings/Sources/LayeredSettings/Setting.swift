/// One setting's value as text, and where it came from.
public struct Setting: Equatable, Sendable {
    /// The setting's key in the config file: `timeout`.
    public let key: String
    /// The value as text, as a flag or a variable gives it.
    public let value: String
    /// Where the value came from.
    public let origin: SettingOrigin

    /// A setting.
    ///
    /// - Parameters:
    ///   - key: The setting's key in the config file.
    ///   - value: Its value as text.
    ///   - origin: Where the value came from.
    public init(key: String, value: String, origin: SettingOrigin) {
        self.key = key
        self.value = value
        self.origin = origin
    }

    /// What a message about this setting names: `--timeout`, `FEED_CLI_IMAGES`, `PATH:LINE: timeout`.
    public var subject: String {
        origin.subject(key: key)
    }

    /// The value read by `parse`.
    ///
    /// - Parameters:
    ///   - expected: What the value must be, for the message: `a positive number of seconds`.
    ///   - parse: Reads the value; nil refuses it.
    /// - Returns: What `parse` read.
    /// - Throws: ``SettingError`` naming where the value came from and what it must be, when `parse` refuses it.
    public func parsed<T>(as expected: String, _ parse: (String) -> T?) throws(SettingError) -> T {
        guard let value = parse(value) else { throw refused(expected) }
        return value
    }

    /// The error that refuses this value, said `SUBJECT must be EXPECTED, not 'VALUE'.`
    ///
    /// - Parameter expected: What the value must be.
    /// - Returns: The error.
    public func refused(_ expected: String) -> SettingError {
        SettingError(subject: subject, problem: .refused(value: value, expected: expected))
    }
}
