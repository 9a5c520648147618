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

    @Test func deliversBodyAndResponseOnSuccess() async throws { try await assertDeliversBodyStatusAndHeaders() }
    @Test func deliversNon2xxResponsesAsResponses() async throws {
        try await assertDeliversNon2xxResponsesAsResponses()
    }
    @Test func getSendsMethodPathAndHeadersAsGiven() async throws {
        try await assertGetSendsMethodTargetAndHeadersAsGiven()
    }
    @Test func postSendsBodyAndHeadersAsGiven() async throws {
        try await assertPostSendsMethodTargetHeadersAndBodyAsGiven()
    }

    @Test func failsWithTransportErrorOnConnectionRefused() async throws {
        try await assertFailsWithATransportErrorOnConnectionRefused()
    }

    @Test(arguments: [LoopbackResponse.reset, .close])
    func failsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(_ answer: LoopbackResponse) async throws {
        try await assertFailsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(answer)
    }

    @Test func timesOutWhenTheServerNeverAnswers() async throws { try await assertTimesOutWhenTheServerNeverAnswers() }

    @Test func cancelledMidFlightThrowsCancellationAndClosesTheConnection() async throws {
        try await assertCancelledMidFlightThrowsCancellationAndClosesTheConnection()
    }

    @Test func cancelledBeforeStartingDeliversNoResult() async throws {
        try await assertCancelledBeforeStartingDeliversNoResult()
    }
    @Test func failsEarlyWhenTheAnnouncedLengthExceedsTheSizeLimit() async throws {
        try await assertRefusesAnAnnouncedLengthOverTheLimit()
    }
    @Test func failsWhenAStreamedBodyExceedsTheSizeLimit() async throws {
        try await assertFailsWhenAStreamedBodyExceedsTheLimit()
    }
    @Test func deliversABodyOfExactlyTheSizeLimit() async throws {
        try await assertDeliversAStreamedBodyOfExactlyTheLimit()
    }
    @Test func keepsAuthorizationOnASameOriginRedirect() async throws {
        try await assertKeepsAuthorizationOnASameOriginRedirect()
    }

    @Test func stripsAuthorizationOnARedirectToAnotherOrigin() async throws {
        try await assertStripsAuthorizationOnARedirectToAnotherOrigin()
    }

    @Test func followsA303AfterAPostWithAGetWithoutBody() async throws {
        try await assertFollowsA303AfterAPostWithAGetWithoutBody()
    }

    @Test func doesNotFollowARedirectToAPortPast65535() async throws {
        try await assertDoesNotFollowARedirectToAPortPast65535()
    }

    @Test func refusesAURLWithAPortPast65535() async throws {
        try await assertRefusesAURLWithAPortPast65535()
    }

    // MARK: - Only this client

    /// Each chunk is appended in place: copying the body so far on every chunk took longer than the 5 s timeout
    /// to reach a 16 MiB limit, so the answer was "no response" instead of "too large". (NIOHTTPClient's own
    /// test streams 1 GiB and checks it stops reading soon after the limit, which URLSession on Linux does not.)
    @Test func reachesTheDefaultSizeLimitOfAStreamedBodyWithinTheTimeout() async throws {
        let limit = URLSessionHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 2 * limit) }
        defer { server.stop() }

        let error = await failure(of: try await makeSUT(timeout: 5, maximumResponseSize: limit).get(server.url("/big")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
    }
}
