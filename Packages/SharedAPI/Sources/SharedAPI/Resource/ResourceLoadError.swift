/// Why a resource could not be loaded, by kind, with a one-line cause for people.
public enum ResourceLoadError: Error, Equatable, Sendable {
    /// Could not talk to the server (refused, reset, timed out, too large).
    case connectivity(String)
    /// The server answered that the resource does not exist (404).
    case notFound(String)
    /// Talked to the server, but the status or the payload is wrong.
    case invalidData(String)
    /// The server refused the credentials (401 or 403).
    case authenticationFailed(status: Int)
    /// The caller cancelled the load.
    case cancelled

    /// The case without its payload, for comparing kinds.
    public enum Kind: Equatable, Sendable { case connectivity, notFound, invalidData, authenticationFailed, cancelled }

    /// The kind of this error.
    public var kind: Kind {
        switch self {
        case .connectivity: .connectivity
        case .notFound: .notFound
        case .invalidData: .invalidData
        case .authenticationFailed: .authenticationFailed
        case .cancelled: .cancelled
        }
    }

    /// One line saying what went wrong.
    public var cause: String {
        switch self {
        case let .connectivity(cause): cause
        case let .notFound(cause): cause
        case let .invalidData(cause): cause
        case let .authenticationFailed(status): "authentication failed (HTTP \(status))"
        case .cancelled: "cancelled"
        }
    }
}

extension ResourceLoadError: CustomStringConvertible {
    public var description: String { cause }
}
