import ArgumentParser
import FeedConfig

/// One setting's value as text, and where it came from.
struct Setting: Equatable, Sendable {
    let key: ConfigKey
    let value: String
    let origin: SettingOrigin

    /// The value read by `parse`; a value it refuses is a usage error naming where it came from (the flag, the
    /// variable, or `file:line` and the key) and what it must be.
    func parsed<T>(as expected: String, _ parse: (String) -> T?) throws -> T {
        guard let value = parse(value) else { throw refused(expected) }
        return value
    }

    func refused(_ expected: String) -> ValidationError {
        ValidationError("\(origin.subject(key: key.rawValue)) must be \(expected), not '\(value)'.")
    }
}
