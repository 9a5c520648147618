import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing
import URLSessionHTTPClient

/// The `HTTPClient` contract against a real server on 127.0.0.1, plus this client's own regression.
@Suite("URLSessionHTTPClient against a loopback server")
struct URLSessionHTTPClientTests: HTTPClientSpecs {
    func makeSUT(timeout: Double, maximumResponseSize: Int) -> any HTTPClient {
        URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }

    @Test("delivers the body, the status and the headers")
    func deliversBodyAndResponseOnSuccess() async throws { try await assertDeliversBodyStatusAndHeaders() }
    @Test("delivers a non-2xx status as a response, not an error")
    func deliversNon2xxResponsesAsResponses() async throws {
        try await assertDeliversNon2xxResponsesAsResponses()
    }
    @Test("a GET sends the method, path and headers as given")
    func getSendsMethodPathAndHeadersAsGiven() async throws {
        try await assertGetSendsMethodTargetAndHeadersAsGiven()
    }
    @Test("a POST sends the body and headers as given")
    func postSendsBodyAndHeadersAsGiven() async throws {
        try await assertPostSendsMethodTargetHeadersAndBodyAsGiven()
    }

    @Test("fails with a transport error when the connection is refused")
    func failsWithTransportErrorOnConnectionRefused() async throws {
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
    func cancelledBeforeStartingDeliversNoResult() async throws {
        try await assertCancelledBeforeStartingDeliversNoResult()
    }
    @Test("refuses an announced length over the limit at the headers")
    func failsEarlyWhenTheAnnouncedLengthExceedsTheSizeLimit() async throws {
        try await assertRefusesAnAnnouncedLengthOverTheLimit()
    }
    @Test("fails when a streamed body passes the limit")
    func failsWhenAStreamedBodyExceedsTheSizeLimit() async throws {
        try await assertFailsWhenAStreamedBodyExceedsTheLimit()
    }
    @Test("delivers a streamed body of exactly the limit")
    func deliversABodyOfExactlyTheSizeLimit() async throws {
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
