import Foundation
import HTTPTypes
import SharedAPI
import SharedAPITestSupport
import Testing

/// Redirects: followed, with credentials kept inside their origin.
extension HTTPClientSpecs {
    func assertKeepsAuthorizationOnASameOriginRedirect() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/start" ? .redirect(to: URL(string: "/end")!) : .ok(Data("end".utf8))
        }
        defer { server.stop() }

        let (data, _) = try await makeSUT().get(server.url("/start"), headers: [.authorization: "Bearer secret"])

        #expect(data == Data("end".utf8))
        #expect(server.requests.map(\.path) == ["/start", "/end"])
        #expect(server.requests.last?.headers["authorization"] == "Bearer secret")
    }

    func assertStripsAuthorizationOnARedirectToAnotherOrigin() async throws {
        let other = try LoopbackHTTPServer { _ in .ok(Data("image".utf8)) }
        defer { other.stop() }
        let api = try LoopbackHTTPServer { _ in .redirect(to: other.url("/image.png")) }
        defer { api.stop() }

        let (data, _) = try await makeSUT().get(api.url("/image"), headers: [.authorization: "Bearer secret"])

        #expect(data == Data("image".utf8))
        #expect(api.requests.first?.headers["authorization"] == "Bearer secret")
        #expect(other.requests.count == 1)
        #expect(other.requests.first?.headers["authorization"] == nil)
    }

    /// Whether the GET still carries the POST's `Content-Type` is left out: URLSession on Linux keeps it, and
    /// NIOHTTPClient drops it with `HTTPRedirect` (see HTTPRedirectTests).
    func assertFollowsA303AfterAPostWithAGetWithoutBody() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/comments" ? .redirect(to: URL(string: "/created")!, status: 303) : .ok(Data("done".utf8))
        }
        defer { server.stop() }

        let (data, _) = try await makeSUT().post(
            server.url("/comments"), headers: [.contentType: "application/json"], body: Data("{}".utf8))

        #expect(data == Data("done".utf8))
        #expect(server.requests.map(\.method) == ["POST", "GET"])
        #expect(server.requests.last?.path == "/created")
        #expect(server.requests.last?.body == Data())
    }

    /// SwiftNIO traps on a port past 65535: such a redirect is not followed, and its response is the answer.
    func assertDoesNotFollowARedirectToAPortPast65535() async throws {
        let server = try LoopbackHTTPServer { _ in .redirect(to: URL(string: "http://127.0.0.1:70000/end")!) }
        defer { server.stop() }

        let (_, response) = try await makeSUT().get(server.url("/start"))

        #expect(response.status.code == 302)
        #expect(server.requests.map(\.path) == ["/start"])
    }

    func assertRefusesAURLWithAPortPast65535() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:99999999999999999999/feed"))

        await #expect(throws: HTTPClientError.transport(FailureReason(.invalidPort(url: "\(url)")))) {
            try await makeSUT().get(url)
        }
    }
}
