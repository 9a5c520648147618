/// Thrown by mappers: the response was received but is not a valid resource.
public struct InvalidData: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }

    /// The error for an unexpected status code.
    public static func status(_ code: Int) -> InvalidData {
        InvalidData("unexpected HTTP status \(code)")
    }
}
