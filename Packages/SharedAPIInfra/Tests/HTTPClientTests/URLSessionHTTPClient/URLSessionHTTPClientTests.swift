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

    /// Each chunk is appended in place: copying the body so far on every chunk took longer than the 5 s timeout
    /// to reach a 16 MiB limit, so the answer was "no response" instead of "too large". (NIOHTTPClient's own
    /// test streams 1 GiB and checks it stops reading soon after the limit, which URLSession on Linux does not.)
    @Test("reaches the default size limit of a streamed body within the timeout")
    func reachesTheDefaultSizeLimitOfAStreamedBodyWithinTheTimeout() async throws {
        let limit = URLSessionHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 2 * limit) }
        defer { server.stop() }

        let error = await failure(of: try await makeSUT(timeout: 5, maximumResponseSize: limit).get(server.url("/big")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
    }
}
