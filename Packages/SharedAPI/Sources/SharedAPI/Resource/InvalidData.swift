/// Thrown by mappers: the response was received but is not a valid resource.
public struct InvalidData: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for people.
    public let reason: String

    /// The error for `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }

    /// The error for an unexpected status code.
    public static func status(_ code: Int) -> InvalidData {
        InvalidData("unexpected HTTP status \(code)")
    }
}
