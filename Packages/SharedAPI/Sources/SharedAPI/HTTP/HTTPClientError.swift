/// Why a client could not deliver a response.
public enum HTTPClientError: Error, Equatable, Sendable {
    case timedOut(seconds: Double)
    case responseTooLarge(limit: Int)
    case cancelled
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
