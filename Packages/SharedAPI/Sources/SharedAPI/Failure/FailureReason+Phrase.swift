extension FailureReason {
    /// The phrases a failure is told with; `description` is the English one.
    public enum Phrase: Sendable, Hashable, CustomStringConvertible {
        /// A system call failed: `errno`, by what it means.
        case system(SystemReason)
        /// A system call failed with an errno without a phrase of its own: the system's text for it.
        case otherErrno(Int32)
        /// A file or socket operation failed, and the system said nothing more.
        case systemGaveNoReason
        /// The host name did not resolve.
        case cannotResolve(host: String)
        /// No connection could be made, for no reason more precise.
        case cannotConnect
        /// The answer was not HTTP.
        case malformedResponse
        /// The server's certificate names another host.
        case certificateForAnotherHost
        /// The server's certificate does not chain to a trusted root.
        case certificateNotTrusted
        /// The TLS handshake failed.
        case tlsHandshakeFailed
        /// The TLS handshake did not finish in time.
        case tlsHandshakeTimedOut
        /// The server closed the connection before it answered.
        case closedWithoutAnswer
        /// The URL is not an http or https one.
        case notHTTPURL
        /// The URL's port is not a port.
        case invalidPort(url: String)
        /// The body is shorter or longer than its Content-Length.
        case bodyLengthMismatch
        /// The redirects did not end within `limit`.
        case tooManyRedirects(limit: Int)
        /// The bearer token has characters a header value cannot hold.
        case tokenNotAHeaderValue
        /// The client got an answer that is not an HTTP response.
        case noHTTPResponse
        /// No complete response within the timeout.
        case noResponseWithin(seconds: Double)
        /// The response body passed the size limit.
        case responseTooLarge(limit: Int)
        /// The load was cancelled.
        case cancelled
        /// The server answered with a status the endpoint does not answer with.
        case unexpectedStatus(Int)
        /// The server refused the credentials with `status`.
        case authenticationFailed(status: Int)
        /// An HTTP status, alone: where the headline already says what it means.
        case httpStatus(Int)
        /// The body is JSON's place, but of another media type.
        case notJSON(mediaType: String)
        /// The body is image data's place, but of another media type.
        case notImageData(mediaType: String)
        /// The image data is empty.
        case emptyImageData
        /// The server answered 404 for `path`.
        case notFound(path: String)
        /// A walk through a paginated feed did not reach its end within `limit` pages.
        case pagesDidNotEnd(limit: Int)
        /// Page `page` of a paginated feed brought no item that was not loaded already: its cursor was ignored.
        case pageRepeatsItems(page: Int)
        /// Words already written, shown as they are.
        case text(String)

        public var description: String {
            switch self {
            case let .system(reason): reason.description
            case let .otherErrno(code): SystemReason.text(errno: code)
            case .systemGaveNoReason: "the system gave no reason"
            case let .cannotResolve(host): "cannot resolve the host \(host)"
            case .cannotConnect: "cannot connect"
            case .malformedResponse: "malformed HTTP response"
            case .certificateForAnotherHost: "the server's certificate is for another host"
            case .certificateNotTrusted: "the server's certificate is not trusted"
            case .tlsHandshakeFailed: "TLS handshake failed"
            case .tlsHandshakeTimedOut: "TLS handshake timed out"
            case .closedWithoutAnswer: "the server closed the connection without an answer"
            case .notHTTPURL: "not an http(s) URL"
            case let .invalidPort(url): "invalid port in \(url)"
            case .bodyLengthMismatch: "the body does not match its announced length"
            case let .tooManyRedirects(limit): "more than \(limit) redirects"
            case .tokenNotAHeaderValue: "the token cannot be sent as a header value"
            case .noHTTPResponse: "no HTTP response"
            case let .noResponseWithin(seconds): "no response within \(Self.format(seconds)) s"
            case let .responseTooLarge(limit): "response larger than \(limit) bytes"
            case .cancelled: "cancelled"
            case let .unexpectedStatus(status): "unexpected HTTP status \(status)"
            case let .authenticationFailed(status): "authentication failed (HTTP \(status))"
            case let .httpStatus(status): "HTTP \(status)"
            case let .notJSON(type): "expected JSON, got a body of type \(type)"
            case let .notImageData(type): "expected image data, got a body of type \(type)"
            case .emptyImageData: "empty image data"
            case let .notFound(path): "HTTP 404 for \(path)"
            case let .pagesDidNotEnd(limit): "the feed did not end after \(limit) pages"
            case let .pageRepeatsItems(page):
                "page \(page) of the feed repeats images already loaded (after_id ignored?)"
            case let .text(text): text
            }
        }

        /// Whole seconds without a decimal point.
        public static func format(_ seconds: Double) -> String {
            seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        }
    }
}
