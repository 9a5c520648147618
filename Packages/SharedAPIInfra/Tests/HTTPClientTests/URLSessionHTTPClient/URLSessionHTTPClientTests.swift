import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing
import URLSessionHTTPClient

/// This client's own regression against a real server on 127.0.0.1 (the contract every client holds is
/// `HTTPClientContractTests`).
@Suite("URLSessionHTTPClient against a loopback server")
struct URLSessionHTTPClientTests: HTTPClientSpecs {
    func makeSUT(timeout: Double, maximumResponseSize: Int) -> any HTTPClient {
        URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }

    /// A streamed body past the default limit is refused as too large, whatever URLSession's chunks. The wait is
    /// ``HangGuard``'s: on two busy cores a 5 s timeout ran out before 16 MiB had come through the loopback, and the
    /// answer was "no response". That each chunk is appended in place is `SessionTasksTests`' (a copy of the body so
    /// far on every chunk made this take seconds, not minutes, so no timeout here could tell it from a busy machine).
    /// (NIOHTTPClient's own test streams 1 GiB and checks it stops reading soon after the limit, which URLSession on
    /// Linux does not.)
    @Test("reaches the default size limit of a streamed body")
    func reachesTheDefaultSizeLimitOfAStreamedBody() async throws {
        let limit = URLSessionHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 2 * limit) }
        defer { server.stop() }

        let error = await failure(
            of: try await makeSUT(timeout: HangGuard.seconds, maximumResponseSize: limit).get(server.url("/big")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
    }
}
