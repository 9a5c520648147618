/// Why a resource could not be loaded, by kind, with its reason (SharedPresentation's `LoadFailure` says it to people).
public enum ResourceLoadError: Error, Equatable, Sendable {
    /// Could not talk to the server (refused, reset, unreachable, TLS, too large).
    case connectivity(FailureReason)
    /// The server took the request and did not answer within the client's timeout.
    case timedOut(FailureReason)
    /// The server answered that the resource does not exist (404).
    case notFound(FailureReason)
    /// Talked to the server, but the payload is wrong.
    case invalidData(FailureReason)
    /// Talked to the server, but its status is not one the endpoint answers with.
    case unexpectedStatus(Int)
    /// The server refused the credentials (401 or 403).
    case authenticationFailed(status: Int)
    /// The caller cancelled the load.
    case cancelled

    /// The case without its payload, for comparing kinds.
    public enum Kind: Equatable, Sendable {
        case connectivity, timedOut, notFound, invalidData, authenticationFailed, cancelled
    }

    /// The kind of this error.
    public var kind: Kind {
        switch self {
        case .connectivity: .connectivity
        case .timedOut: .timedOut
        case .notFound: .notFound
        case .invalidData, .unexpectedStatus: .invalidData
        case .authenticationFailed: .authenticationFailed
        case .cancelled: .cancelled
        }
    }

    /// What went wrong, for logs and tests: the reason's `description` (people read `LoadFailure`).
    public var cause: String { reason.description }

    /// What went wrong, as a phrase people can read in their language.
    public var reason: FailureReason {
        switch self {
        case let .connectivity(reason), let .timedOut(reason), let .notFound(reason), let .invalidData(reason): reason
        case let .unexpectedStatus(status): FailureReason(.unexpectedStatus(status: status))
        case let .authenticationFailed(status): FailureReason(.authenticationFailed(status: status))
        case .cancelled: FailureReason(.cancelled)
        }
    }

    /// The HTTP status the failure is about, when there is one: 401 or 403, 404, an unexpected status.
    public var status: Int? {
        switch self {
        case let .authenticationFailed(status), let .unexpectedStatus(status): status
        case .notFound: 404
        default: nil
        }
    }
}

extension ResourceLoadError: CustomStringConvertible {
    public var description: String { cause }
}
