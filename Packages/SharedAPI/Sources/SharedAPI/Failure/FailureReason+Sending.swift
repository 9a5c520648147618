extension FailureReason {
    /// Whether the failure happens before a request leaves: the host does not resolve, the connection is refused,
    /// unreachable or cannot be made, TLS fails, or the URL or a header cannot be sent. For any other reason (a
    /// reset, a connection closed without an answer, no answer in time, an answer that was no valid response) the
    /// whole request may have reached the server, and a request that changes something may have done so.
    public var isBeforeSending: Bool {
        switch phrase {
        case .cannotResolve, .cannotConnect, .certificateForAnotherHost, .certificateNotTrusted, .tlsHandshakeFailed,
            .tlsHandshakeTimedOut, .notHTTPURL, .invalidPort, .tokenNotAHeaderValue:
            true
        case .system(let reason): [.connectionRefused, .noRoute, .addressUnavailable].contains(reason)
        default: false
        }
    }
}
