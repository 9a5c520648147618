import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

/// The `HTTPClient` contract against a real server on 127.0.0.1, each behaviour once per client
/// (`ClientUnderTest`); what only one client gives is in that client's own suite.
@Suite("Every HTTP client against a loopback server: the HTTPClient contract")
struct HTTPClientContractTests {
    @Test("delivers the body, the status and the headers", arguments: ClientUnderTest.allCases)
    func deliversBodyAndResponseOnSuccess(_ client: ClientUnderTest) async throws {
        try await client.assertDeliversBodyStatusAndHeaders()
    }
    @Test("delivers a non-2xx status as a response, not an error", arguments: ClientUnderTest.allCases)
    func deliversNon2xxResponsesAsResponses(_ client: ClientUnderTest) async throws {
        try await client.assertDeliversNon2xxResponsesAsResponses()
    }
    @Test("a GET sends the method, target and headers as given", arguments: ClientUnderTest.allCases)
    func getSendsMethodPathAndHeadersAsGiven(_ client: ClientUnderTest) async throws {
        try await client.assertGetSendsMethodTargetAndHeadersAsGiven()
    }
    @Test("a POST sends the method, target, headers and body as given", arguments: ClientUnderTest.allCases)
    func postSendsBodyAndHeadersAsGiven(_ client: ClientUnderTest) async throws {
        try await client.assertPostSendsMethodTargetHeadersAndBodyAsGiven()
    }

    @Test("fails with a transport error when the connection is refused", arguments: ClientUnderTest.allCases)
    func failsWithTransportErrorOnConnectionRefused(_ client: ClientUnderTest) async throws {
        try await client.assertFailsWithATransportErrorOnConnectionRefused()
    }

    @Test(
        "fails with a transport error when the connection is reset or closed without an answer",
        arguments: ClientUnderTest.allCases, [LoopbackResponse.reset, .close])
    func failsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(
        _ client: ClientUnderTest, _ answer: LoopbackResponse
    ) async throws {
        try await client.assertFailsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(answer)
    }

    @Test("times out when the server never answers", arguments: ClientUnderTest.allCases)
    func timesOutWhenTheServerNeverAnswers(_ client: ClientUnderTest) async throws {
        try await client.assertTimesOutWhenTheServerNeverAnswers()
    }

    @Test(
        "cancelled mid-flight, it throws CancellationError and closes the connection",
        arguments: ClientUnderTest.allCases)
    func cancelledMidFlightThrowsCancellationAndClosesTheConnection(_ client: ClientUnderTest) async throws {
        try await client.assertCancelledMidFlightThrowsCancellationAndClosesTheConnection()
    }

    @Test("cancelled before it starts, it delivers no result", arguments: ClientUnderTest.allCases)
    func cancelledBeforeStartingDeliversNoResult(_ client: ClientUnderTest) async throws {
        try await client.assertCancelledBeforeStartingDeliversNoResult()
    }
    @Test("refuses an announced length over the limit at the headers", arguments: ClientUnderTest.allCases)
    func failsEarlyWhenTheAnnouncedLengthExceedsTheSizeLimit(_ client: ClientUnderTest) async throws {
        try await client.assertRefusesAnAnnouncedLengthOverTheLimit()
    }
    @Test("fails when a streamed body passes the limit", arguments: ClientUnderTest.allCases)
    func failsWhenAStreamedBodyExceedsTheSizeLimit(_ client: ClientUnderTest) async throws {
        try await client.assertFailsWhenAStreamedBodyExceedsTheLimit()
    }
    @Test("delivers a streamed body of exactly the limit", arguments: ClientUnderTest.allCases)
    func deliversABodyOfExactlyTheSizeLimit(_ client: ClientUnderTest) async throws {
        try await client.assertDeliversAStreamedBodyOfExactlyTheLimit()
    }
    @Test("keeps Authorization on a redirect within the origin", arguments: ClientUnderTest.allCases)
    func keepsAuthorizationOnASameOriginRedirect(_ client: ClientUnderTest) async throws {
        try await client.assertKeepsAuthorizationOnASameOriginRedirect()
    }

    @Test("strips Authorization on a redirect to another origin", arguments: ClientUnderTest.allCases)
    func stripsAuthorizationOnARedirectToAnotherOrigin(_ client: ClientUnderTest) async throws {
        try await client.assertStripsAuthorizationOnARedirectToAnotherOrigin()
    }

    @Test("follows a 303 after a POST with a GET without a body", arguments: ClientUnderTest.allCases)
    func followsA303AfterAPostWithAGetWithoutBody(_ client: ClientUnderTest) async throws {
        try await client.assertFollowsA303AfterAPostWithAGetWithoutBody()
    }

    @Test("does not follow a redirect to a port past 65535", arguments: ClientUnderTest.allCases)
    func doesNotFollowARedirectToAPortPast65535(_ client: ClientUnderTest) async throws {
        try await client.assertDoesNotFollowARedirectToAPortPast65535()
    }

    @Test("refuses a URL with a port past 65535", arguments: ClientUnderTest.allCases)
    func refusesAURLWithAPortPast65535(_ client: ClientUnderTest) async throws {
        try await client.assertRefusesAURLWithAPortPast65535()
    }
}
