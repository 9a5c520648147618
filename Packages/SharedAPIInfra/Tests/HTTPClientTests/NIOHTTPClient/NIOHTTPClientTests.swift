import Foundation
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import Testing

/// What only this client gives, against a real server on 127.0.0.1 (the contract every client holds is
/// `HTTPClientContractTests`):
/// a body past the limit is not read on, whatever its size; a refusal names its address; a redirect loop ends.
@Suite("NIOHTTPClient against a loopback server")
struct NIOHTTPClientTests: HTTPClientSpecs {
    func makeSUT(timeout: Double, maximumResponseSize: Int) -> any HTTPClient {
        NIOHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }

    @Test("a refused connection's error names the address")
    func failsWithATransportErrorNamingTheRefusedAddress() async throws {
        let refusing = try HeldPort()
        let port = refusing.port

        let error = await failure(of: try await NIOHTTPClient().get(URL(string: "http://127.0.0.1:\(port)/feed")!))

        #expect(
            error as? HTTPClientError
                == .transport(FailureReason(.system(.connectionRefused), address: "127.0.0.1:\(port)")))
    }

    /// Bounded memory: a 1 GiB body without a length is cut off after the 16 MiB limit plus what the sockets
    /// buffer; the server sees the connection closed long before the end (URLSession read on to the end).
    @Test("stops reading a streamed body soon after the limit")
    func stopsReadingAStreamedBodySoonAfterTheLimit() async throws {
        let limit = NIOHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 64 * limit) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient(timeout: HangGuard.seconds).get(server.url("/huge")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
        try await waitUntil { server.closedConnectionCount == 1 }
        #expect(server.streamedByteCount < 2 * limit)
    }

    /// Cancelled in the middle of a 4 MiB body whose server holds back all but the first 64 KiB: the client throws
    /// `CancellationError` (never the part it has as if it were whole) and closes the connection, so the rest is
    /// never sent.
    @Test("cancelled in the middle of the body, it stops the transfer")
    func cancelledMidBodyStopsTheTransfer() async throws {
        let body = 4 * 1024 * 1024
        let sentFirst = 64 * 1024
        let server = try LoopbackHTTPServer { _ in .stall(count: body, after: sentFirst, seconds: HangGuard.seconds) }
        defer { server.stop() }
        let sut = NIOHTTPClient(timeout: HangGuard.seconds)

        let task = Task { try await sut.get(server.url("/slow")) }
        try await waitUntil { server.streamedByteCount == sentFirst }
        task.cancel()

        #expect(await failure(of: try await task.value) is CancellationError)
        try await waitUntil { server.closedConnectionCount == 1 }
        #expect(server.streamedByteCount == sentFirst)
    }

    @Test("gives up after five redirects")
    func givesUpAfterFiveRedirects() async throws {
        let server = try LoopbackHTTPServer { request in .redirect(to: URL(string: "/again\(request.path.count)")!) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient().get(server.url("/loop")))

        #expect(error as? HTTPClientError == .transport(FailureReason(.tooManyRedirects(limit: 5))))
        #expect(server.requests.count == 6)
    }
}
