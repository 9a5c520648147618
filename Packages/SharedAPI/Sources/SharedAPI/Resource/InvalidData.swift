/// Thrown by mappers: the response was received but is not a valid resource.
public struct InvalidData: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, as a phrase people can read in their language.
    public let cause: FailureReason
    /// The status code, when what is wrong is the status.
    public let statusCode: Int?

    /// The error for `reason`, in words already written.
    public init(_ reason: String) {
        self.init(FailureReason(.text(reason)))
    }

    /// The error for `cause`.
    public init(_ cause: FailureReason) {
        self.cause = cause
        self.statusCode = nil
    }

    private init(statusCode: Int) {
        self.cause = FailureReason(.unexpectedStatus(status: statusCode))
        self.statusCode = statusCode
    }

    /// What is wrong, for logs and tests: the cause's `description`.
    public var reason: String { cause.description }

    public var description: String { reason }

    /// The error for an unexpected status code.
    public static func status(_ code: Int) -> InvalidData {
        InvalidData(statusCode: code)
    }
}
