import Foundation
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import Testing

/// The `HTTPClient` contract against a real server on 127.0.0.1, plus what only this client gives:
/// a body past the limit is not read on, whatever its size; a refusal names its address; a redirect loop ends.
@Suite("NIOHTTPClient against a loopback server")
struct NIOHTTPClientTests: HTTPClientSpecs {
    func makeSUT(timeout: Double, maximumResponseSize: Int) -> any HTTPClient {
        NIOHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }

    @Test("delivers the body, the status and the headers")
    func deliversBodyStatusAndHeaders() async throws { try await assertDeliversBodyStatusAndHeaders() }
    @Test("delivers a non-2xx status as a response, not an error")
    func deliversNon2xxResponsesAsResponses() async throws {
        try await assertDeliversNon2xxResponsesAsResponses()
    }
    @Test("a GET sends the method, target and headers as given")
    func getSendsMethodTargetAndHeadersAsGiven() async throws {
        try await assertGetSendsMethodTargetAndHeadersAsGiven()
    }

    @Test("a POST sends the method, target, headers and body as given")
    func postSendsMethodTargetHeadersAndBodyAsGiven() async throws {
        try await assertPostSendsMethodTargetHeadersAndBodyAsGiven()
    }

    @Test("fails with a transport error when the connection is refused")
    func failsWithATransportErrorOnConnectionRefused() async throws {
        try await assertFailsWithATransportErrorOnConnectionRefused()
    }

    @Test(
        "fails with a transport error when the connection is reset or closed without an answer",
        arguments: [LoopbackResponse.reset, .close])
    func failsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(_ answer: LoopbackResponse) async throws {
        try await assertFailsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(answer)
    }

    @Test("times out when the server never answers")
    func timesOutWhenTheServerNeverAnswers() async throws { try await assertTimesOutWhenTheServerNeverAnswers() }

    @Test("cancelled mid-flight, it throws CancellationError and closes the connection")
    func cancelledMidFlightThrowsCancellationAndClosesTheConnection() async throws {
        try await assertCancelledMidFlightThrowsCancellationAndClosesTheConnection()
    }

    @Test("cancelled before it starts, it delivers no result")
    func cancelledBeforeStartingSendsNothing() async throws {
        try await assertCancelledBeforeStartingDeliversNoResult()
    }
    @Test("refuses an announced length over the limit at the headers")
    func refusesAnAnnouncedLengthOverTheLimitAtTheHeaders() async throws {
        try await assertRefusesAnAnnouncedLengthOverTheLimit()
    }
    @Test("fails when a streamed body passes the limit")
    func failsWhenAStreamedBodyExceedsTheLimit() async throws {
        try await assertFailsWhenAStreamedBodyExceedsTheLimit()
    }
    @Test("delivers a streamed body of exactly the limit")
    func deliversAStreamedBodyOfExactlyTheLimit() async throws {
        try await assertDeliversAStreamedBodyOfExactlyTheLimit()
    }
    @Test("keeps Authorization on a redirect within the origin")
    func keepsAuthorizationOnASameOriginRedirect() async throws {
        try await assertKeepsAuthorizationOnASameOriginRedirect()
    }

    @Test("strips Authorization on a redirect to another origin")
    func stripsAuthorizationOnARedirectToAnotherOrigin() async throws {
        try await assertStripsAuthorizationOnARedirectToAnotherOrigin()
    }

    @Test("follows a 303 after a POST with a GET without a body")
    func followsA303AfterAPostWithAGetWithoutBody() async throws {
        try await assertFollowsA303AfterAPostWithAGetWithoutBody()
    }

    @Test("does not follow a redirect to a port past 65535")
    func doesNotFollowARedirectToAPortPast65535() async throws {
        try await assertDoesNotFollowARedirectToAPortPast65535()
    }

    @Test("refuses a URL with a port past 65535")
    func refusesAURLWithAPortPast65535() async throws {
        try await assertRefusesAURLWithAPortPast65535()
    }

    // MARK: - Only this client

    @Test("a refused connection's error names the address")
    func failsWithATransportErrorNamingTheRefusedAddress() async throws {
        let port = try unusedPort()

        let error = await failure(of: try await NIOHTTPClient().get(URL(string: "http://127.0.0.1:\(port)/feed")!))

        #expect(error as? HTTPClientError == .transport("connection refused (127.0.0.1:\(port))"))
    }

    /// Bounded memory: a 1 GiB body without a length is cut off after the 16 MiB limit plus what the sockets
    /// buffer; the server sees the connection closed long before the end (URLSession read on to the end).
    @Test("stops reading a streamed body soon after the limit")
    func stopsReadingAStreamedBodySoonAfterTheLimit() async throws {
        let limit = NIOHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 64 * limit) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient(timeout: 60).get(server.url("/huge")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
        try await waitUntil(timeout: 60) { server.closedConnectionCount == 1 }
        #expect(server.streamedByteCount < 2 * limit)
    }

    /// Cancelled in the middle of a 4 MiB body whose server holds back all but the first 64 KiB: the client throws
    /// `CancellationError` (never the part it has as if it were whole) and closes the connection, so the rest is
    /// never sent.
    @Test("cancelled in the middle of the body, it stops the transfer")
    func cancelledMidBodyStopsTheTransfer() async throws {
        let body = 4 * 1024 * 1024
        let sentFirst = 64 * 1024
        let server = try LoopbackHTTPServer { _ in .stall(count: body, after: sentFirst, seconds: 30) }
        defer { server.stop() }
        let sut = NIOHTTPClient(timeout: 60)

        let task = Task { try await sut.get(server.url("/slow")) }
        try await waitUntil(timeout: 60) { server.streamedByteCount == sentFirst }
        task.cancel()

        #expect(await failure(of: try await task.value) is CancellationError)
        try await waitUntil(timeout: 60) { server.closedConnectionCount == 1 }
        #expect(server.streamedByteCount == sentFirst)
    }

    @Test("gives up after five redirects")
    func givesUpAfterFiveRedirects() async throws {
        let server = try LoopbackHTTPServer { request in .redirect(to: URL(string: "/again\(request.path.count)")!) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient().get(server.url("/loop")))

        #expect(error as? HTTPClientError == .transport("more than 5 redirects"))
        #expect(server.requests.count == 6)
    }
}
