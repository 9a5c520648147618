/// Thrown by mappers: the response was received but is not a valid resource.
public struct InvalidData: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for people.
    public let reason: String
    /// The status code, when what is wrong is the status.
    public let statusCode: Int?

    /// The error for `reason`.
    public init(_ reason: String) {
        self.reason = reason
        self.statusCode = nil
    }

    private init(statusCode: Int) {
        self.reason = "unexpected HTTP status \(statusCode)"
        self.statusCode = statusCode
    }

    public var description: String { reason }

    /// The error for an unexpected status code.
    public static func status(_ code: Int) -> InvalidData {
        InvalidData(statusCode: code)
    }
}
