/// Why a client could not deliver a response.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// No complete response within the client's timeout.
    case timedOut(seconds: Double)
    /// The response body passed the client's size limit.
    case responseTooLarge(limit: Int)
    /// The task was cancelled.
    case cancelled
    /// The connection failed: refused, reset, unreachable, TLS; why, and with which address.
    case transport(FailureReason)

    /// Why, as a phrase people can read in their language.
    public var reason: FailureReason {
        switch self {
        case let .timedOut(seconds): FailureReason(.noResponseWithin(seconds: seconds))
        case let .responseTooLarge(limit): FailureReason(.responseTooLarge(limit: limit))
        case .cancelled: FailureReason(.cancelled)
        case let .transport(reason): reason
        }
    }
}

extension HTTPClientError: CustomStringConvertible {
    /// The reason, for logs and tests: its `description`.
    public var description: String { reason.description }
}
