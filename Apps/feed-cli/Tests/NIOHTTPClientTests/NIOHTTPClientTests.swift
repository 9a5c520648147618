import Foundation
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `HTTPClient` contract against a real server on 127.0.0.1, plus what only this client gives:
/// a body past the limit is not read on, whatever its size.
@Suite("NIOHTTPClient against a loopback server")
struct NIOHTTPClientTests {
    @Test func deliversBodyStatusAndHeaders() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: ["X-Test": "yes"], body: Data("hello".utf8)) }
        defer { server.stop() }

        let (data, response) = try await NIOHTTPClient().get(server.url("/feed"))

        #expect(String(decoding: data, as: UTF8.self) == "hello")
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "X-Test") == "yes")
        #expect(response.url == server.url("/feed"))
    }

    @Test func deliversNon2xxResponsesAsResponses() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":"nope"}"#, status: 404) }
        defer { server.stop() }

        let (data, response) = try await NIOHTTPClient().get(server.url("/missing"))

        #expect(response.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self) == #"{"error":"nope"}"#)
    }

    @Test func sendsMethodTargetHeadersAndBodyAsGiven() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 201) }
        defer { server.stop() }
        let body = Data(#"{"message":"hi"}"#.utf8)

        _ = try await NIOHTTPClient().post(
            server.url("/image/1/comments?x=1"), headers: ["Content-Type": "application/json"], body: body)

        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.target == "/image/1/comments?x=1")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.body == body)
    }

    @Test(arguments: [LoopbackResponse.reset, .close])
    func failsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(_ answer: LoopbackResponse) async throws {
        let server = try LoopbackHTTPServer { _ in answer }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient().get(server.url("/feed")))

        guard case .transport = error as? HTTPClientError else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func failsWithATransportErrorNamingTheRefusedAddress() async throws {
        let port = try unusedPort()

        let error = await failure(of: try await NIOHTTPClient().get(URL(string: "http://127.0.0.1:\(port)/feed")!))

        #expect(error as? HTTPClientError == .transport("connection refused (127.0.0.1:\(port))"))
    }

    @Test func timesOutWhenTheServerNeverAnswers() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient(timeout: 0.3).get(server.url("/feed")))

        #expect(error as? HTTPClientError == .timedOut(seconds: 0.3))
    }

    @Test func honoursThePerRequestTimeout() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient(timeout: 60).send(HTTPRequest(url: server.url("/feed"), timeout: 0.2)))

        #expect(error as? HTTPClientError == .timedOut(seconds: 0.2))
    }

    @Test func cancelledMidFlightThrowsCancellationAndClosesTheConnection() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }

        let task = Task { try await NIOHTTPClient(timeout: 30).get(server.url("/feed")) }
        try await waitUntil { server.requests.count == 1 }
        task.cancel()

        #expect(await failure(of: try await task.value) is CancellationError)
        try await waitUntil { server.closedConnectionCount == 1 }
    }

    @Test func cancelledBeforeStartingSendsNothing() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data("late".utf8)) }
        defer { server.stop() }

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await NIOHTTPClient().get(server.url("/feed"))
        }

        #expect(await failure(of: try await task.value) is CancellationError)
    }

    @Test func refusesAnAnnouncedLengthOverTheLimitAtTheHeaders() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data(count: 2_000)) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient(maximumResponseSize: 1_000).get(server.url("/big")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: 1_000))
    }

    @Test func deliversAStreamedBodyOfExactlyTheLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .stream(count: 100_000) }
        defer { server.stop() }

        let (data, _) = try await NIOHTTPClient(maximumResponseSize: 100_000).get(server.url("/exact"))

        #expect(data.count == 100_000)
    }

    /// Bounded memory: a 1 GiB body without a length is cut off after the 16 MiB limit plus what the sockets
    /// buffer; the server sees the connection closed long before the end (URLSession read on to the end).
    @Test func stopsReadingAStreamedBodySoonAfterTheLimit() async throws {
        let limit = URLSessionHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 64 * limit) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient(timeout: 60).get(server.url("/huge")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
        try await waitUntil(timeout: 60) { server.closedConnectionCount == 1 }
        #expect(server.streamedByteCount < 2 * limit)
    }

    @Test func keepsAuthorizationOnASameOriginRedirect() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/start" ? .redirect(to: URL(string: "/end")!) : .ok(Data("end".utf8))
        }
        defer { server.stop() }

        let (data, response) = try await NIOHTTPClient().get(
            server.url("/start"), headers: ["Authorization": "Bearer secret"])

        #expect(data == Data("end".utf8))
        #expect(response.url == server.url("/end"))
        #expect(server.requests.map(\.path) == ["/start", "/end"])
        #expect(server.requests.last?.headers["authorization"] == "Bearer secret")
    }

    @Test func stripsAuthorizationOnARedirectToAnotherOrigin() async throws {
        let other = try LoopbackHTTPServer { _ in .ok(Data("image".utf8)) }
        defer { other.stop() }
        let api = try LoopbackHTTPServer { _ in .redirect(to: other.url("/image.png")) }
        defer { api.stop() }

        let (data, _) = try await NIOHTTPClient().get(api.url("/image"), headers: ["Authorization": "Bearer secret"])

        #expect(data == Data("image".utf8))
        #expect(api.requests.first?.headers["authorization"] == "Bearer secret")
        #expect(other.requests.count == 1)
        #expect(other.requests.first?.headers["authorization"] == nil)
    }

    @Test func givesUpAfterFiveRedirects() async throws {
        let server = try LoopbackHTTPServer { request in .redirect(to: URL(string: "/again\(request.path.count)")!) }
        defer { server.stop() }

        let error = await failure(of: try await NIOHTTPClient().get(server.url("/loop")))

        #expect(error as? HTTPClientError == .transport("more than 5 redirects"))
        #expect(server.requests.count == 6)
    }

    // MARK: - Helpers

    private func failure<T>(of operation: @autoclosure () async throws -> T) async -> Error? {
        do {
            _ = try await operation()
            return nil
        } catch {
            return error
        }
    }

    private func waitUntil(timeout: Double = 5, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { throw WaitTimedOut() }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    private struct WaitTimedOut: Error {}

    private func unusedPort() throws -> Int {
        let server = try LoopbackHTTPServer { _ in .close }
        let port = server.port
        server.stop()
        return port
    }
}
