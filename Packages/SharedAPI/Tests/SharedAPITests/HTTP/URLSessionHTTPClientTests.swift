#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation
import SharedAPI
import SharedAPITestSupport
import XCTest

final class URLSessionHTTPClientTests: XCTestCase {
    func test_send_deliversBodyAndResponseOnSuccess() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: ["X-Test": "yes"], body: Data("hello".utf8)) }
        defer { server.stop() }

        let (data, response) = try await makeSUT().get(server.url("/feed"))

        XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "X-Test"), "yes")
    }

    func test_send_deliversNon2xxResponsesAsResponses() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":"nope"}"#, status: 404) }
        defer { server.stop() }

        let (data, response) = try await makeSUT().get(server.url("/missing"))

        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"error":"nope"}"#)
    }

    func test_get_sendsMethodPathAndHeadersAsGiven() async throws {
        let server = try LoopbackHTTPServer { _ in .ok() }
        defer { server.stop() }

        _ = try await makeSUT().get(server.url("/feed?limit=10"), headers: ["X-Client": "feed-cli"])

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.target, "/feed?limit=10")
        XCTAssertEqual(request.headers["x-client"], "feed-cli")
    }

    func test_post_sendsBodyAndHeadersAsGiven() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 201) }
        defer { server.stop() }
        let body = Data(#"{"message":"hi ✓"}"#.utf8)

        let (_, response) = try await makeSUT().post(
            server.url("/image/1/comments"), headers: ["Content-Type": "application/json"], body: body)

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(response.statusCode, 201)
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(request.headers["content-type"], "application/json")
        XCTAssertEqual(request.body, body)
    }

    func test_send_failsWithTransportErrorOnConnectionRefused() async throws {
        let port = try unusedPort()

        await assertThrows(try await makeSUT().get(URL(string: "http://127.0.0.1:\(port)/feed")!)) { error in
            guard case .transport = error as? HTTPClientError else { return XCTFail("got \(error)") }
        }
    }

    func test_send_failsWithTransportErrorOnConnectionReset() async throws {
        let server = try LoopbackHTTPServer { _ in .reset }
        defer { server.stop() }

        await assertThrows(try await makeSUT().get(server.url("/feed"))) { error in
            guard case .transport = error as? HTTPClientError else { return XCTFail("got \(error)") }
        }
    }

    func test_send_timesOutWhenTheServerNeverAnswers() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }

        await assertThrows(try await makeSUT(timeout: 0.3).get(server.url("/feed"))) { error in
            XCTAssertEqual(error as? HTTPClientError, .timedOut(seconds: 0.3))
        }
    }

    func test_send_honoursThePerRequestTimeout() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/feed"), timeout: 0.2)

        await assertThrows(try await makeSUT(timeout: 60).send(request)) { error in
            XCTAssertEqual(error as? HTTPClientError, .timedOut(seconds: 0.2))
        }
    }

    func test_send_cancelledMidFlightThrowsCancellationAndClosesTheConnection() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let sut = makeSUT(timeout: 30)

        let task = Task { try await sut.get(server.url("/feed")) }
        try await waitUntil { server.requests.count == 1 }
        task.cancel()

        await assertThrows(try await task.value) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        try await waitUntil { server.closedConnectionCount == 1 }
    }

    func test_send_cancelledBeforeStartingDeliversNoResult() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data("late".utf8)) }
        defer { server.stop() }
        let sut = makeSUT()

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.get(server.url("/feed"))
        }

        await assertThrows(try await task.value) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
    }

    func test_send_failsWhenAStreamedBodyExceedsTheSizeLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .stream(count: 1024 * 1024) }
        defer { server.stop() }

        await assertThrows(try await makeSUT(maximumResponseSize: 100_000).get(server.url("/big"))) { error in
            XCTAssertEqual(error as? HTTPClientError, .responseTooLarge(limit: 100_000))
        }
    }

    /// Each chunk is appended in place: copying the body so far on every chunk took longer than the 5 s timeout
    /// to reach a 16 MiB limit, so the answer was "no response" instead of "too large".
    func test_send_reachesTheDefaultSizeLimitOfAStreamedBodyWithinTheTimeout() async throws {
        let limit = URLSessionHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .stream(count: 2 * limit) }
        defer { server.stop() }

        await assertThrows(try await makeSUT(timeout: 5, maximumResponseSize: limit).get(server.url("/big"))) { error in
            XCTAssertEqual(error as? HTTPClientError, .responseTooLarge(limit: limit))
        }
    }

    func test_send_failsEarlyWhenTheAnnouncedLengthExceedsTheSizeLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data(count: 2_000)) }
        defer { server.stop() }

        await assertThrows(try await makeSUT(maximumResponseSize: 1_000).get(server.url("/big"))) { error in
            XCTAssertEqual(error as? HTTPClientError, .responseTooLarge(limit: 1_000))
        }
    }

    func test_send_deliversABodyOfExactlyTheSizeLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .stream(count: 100_000) }
        defer { server.stop() }

        let (data, _) = try await makeSUT(maximumResponseSize: 100_000).get(server.url("/exact"))

        XCTAssertEqual(data.count, 100_000)
    }

    func test_send_keepsAuthorizationOnASameOriginRedirect() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/start" ? .redirect(to: URL(string: "/end", relativeTo: nil)!) : .ok()
        }
        defer { server.stop() }

        _ = try await makeSUT().get(server.url("/start"), headers: ["Authorization": "Bearer secret"])

        XCTAssertEqual(server.requests.map(\.path), ["/start", "/end"])
        XCTAssertEqual(server.requests.last?.headers["authorization"], "Bearer secret")
    }

    func test_send_stripsAuthorizationOnARedirectToAnotherOrigin() async throws {
        let other = try LoopbackHTTPServer { _ in .ok(Data("image".utf8)) }
        defer { other.stop() }
        let api = try LoopbackHTTPServer { _ in .redirect(to: other.url("/image.png")) }
        defer { api.stop() }

        let (data, _) = try await makeSUT().get(api.url("/image"), headers: ["Authorization": "Bearer secret"])

        XCTAssertEqual(data, Data("image".utf8))
        XCTAssertEqual(api.requests.first?.headers["authorization"], "Bearer secret")
        XCTAssertEqual(other.requests.count, 1)
        XCTAssertNil(other.requests.first?.headers["authorization"])
    }

    // MARK: - Helpers

    private func makeSUT(
        timeout: Double = 5, maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize
    ) -> URLSessionHTTPClient {
        URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }

    private func unusedPort() throws -> Int {
        let server = try LoopbackHTTPServer { _ in .close }
        let port = server.port
        server.stop()
        return port
    }
}
