/// Why a client could not deliver a response.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// No complete response within the client's timeout.
    case timedOut(seconds: Double)
    /// The response body passed the client's size limit.
    case responseTooLarge(limit: Int)
    /// The task was cancelled.
    case cancelled
    /// The connection failed: refused, reset, unreachable; the client's own message.
    case transport(String)
}

extension HTTPClientError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .timedOut(seconds): "no response within \(Self.format(seconds)) s"
        case let .responseTooLarge(limit): "response larger than \(limit) bytes"
        case .cancelled: "cancelled"
        case let .transport(message): message
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
