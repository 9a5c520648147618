import Foundation
import HTTPClientPolicy
import HTTPTypes
import Logging

/// The log lines of one request, at `.info`, one per exchange: `GET http://host/feed 200 1234 bytes 12 ms`,
/// `GET http://host/old → 302 Location http://host/new 3 ms`, `GET http://host/feed failed: <cause> after 10003 ms`.
/// Milliseconds count from the start of that exchange. No header value is ever written, so a token or cookie
/// stays out of every line, and URLs, the request's and a redirect's `Location`, are written through `LoggedURL`:
/// no user or password, no credential in the query.
///
/// `@unchecked Sendable`: the exchange in flight is written by the request's task and read when it ends, always
/// under `lock`.
final class RequestLog: @unchecked Sendable {
    private let logger: Logger
    private let causeWords: @Sendable (any Error) -> String
    private let lock = NSLock()
    private var method = HTTPRequest.Method.get
    private var url = "(no URL)"
    /// When the exchange being logged started: for the first, when the request was made (before its timeout began,
    /// so a timeout is never logged as shorter than itself); for each redirect, when it was followed.
    private var start = ContinuousClock.now
    private var isFirst = true

    init(logger: Logger, causeWords: @escaping @Sendable (any Error) -> String) {
        self.logger = logger
        self.causeWords = causeWords
    }

    func started(_ method: HTTPRequest.Method, _ url: URL?) {
        let text = url.map(LoggedURL.text(of:)) ?? "(no URL)"
        lock.withLock {
            (self.method, self.url) = (method, text)
            if !isFirst { start = .now }
            isFirst = false
        }
    }

    func redirected(status: Int, to target: URL?) {
        let location = target.map(LoggedURL.text(of:)) ?? "?"
        log { "\($0) → \(status) Location \(location) \($1) ms" }
    }

    func answered(status: Int, bytes: Int) {
        log { "\($0) \(status) \(bytes) bytes \($1) ms" }
    }

    func failed(_ error: any Error) {
        let cause = error is CancellationError ? "cancelled" : causeWords(error)
        log { "\($0) failed: \(cause) after \($1) ms" }
    }

    /// `line` gets `METHOD URL` and the milliseconds since the exchange started.
    private func log(_ line: (String, Int) -> String) {
        let (exchange, elapsed) = lock.withLock { ("\(method.rawValue) \(url)", start.duration(to: .now)) }
        let (seconds, attoseconds) = elapsed.components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        logger.info("\(line(exchange, milliseconds))")
    }

}
