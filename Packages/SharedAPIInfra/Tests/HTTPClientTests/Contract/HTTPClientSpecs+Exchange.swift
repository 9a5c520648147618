import Foundation
import HTTPTypes
import SharedAPI
import SharedAPITestSupport
import Testing

/// What goes out and what comes back.
extension HTTPClientSpecs {
    func assertDeliversBodyStatusAndHeaders() async throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: ["X-Test": "yes"], body: Data("hello".utf8))
        }
        defer { server.stop() }

        let (data, response) = try await makeSUT().get(server.url("/feed"))

        #expect(String(decoding: data, as: UTF8.self) == "hello")
        #expect(response.status == .ok)
        #expect(response.headerFields[HTTPField.Name("X-Test")!] == "yes")
        #expect(server.requests.map(\.path) == ["/feed"])
    }

    func assertDeliversNon2xxResponsesAsResponses() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":"nope"}"#, status: 404) }
        defer { server.stop() }

        let (data, response) = try await makeSUT().get(server.url("/missing"))

        #expect(response.status.code == 404)
        #expect(String(decoding: data, as: UTF8.self) == #"{"error":"nope"}"#)
    }

    func assertGetSendsMethodTargetAndHeadersAsGiven() async throws {
        let server = try LoopbackHTTPServer { _ in .ok() }
        defer { server.stop() }

        _ = try await makeSUT().get(server.url("/feed?limit=10"), headers: [HTTPField.Name("X-Client")!: "feed-cli"])

        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/feed?limit=10")
        #expect(request.headers["x-client"] == "feed-cli")
    }

    func assertPostSendsMethodTargetHeadersAndBodyAsGiven() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 201) }
        defer { server.stop() }
        let body = Data(#"{"message":"hi ✓"}"#.utf8)

        let (_, response) = try await makeSUT().post(
            server.url("/image/1/comments?x=1"), headers: [.contentType: "application/json"], body: body)

        let request = try #require(server.requests.first)
        #expect(response.status == .created)
        #expect(request.method == "POST")
        #expect(request.target == "/image/1/comments?x=1")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.body == body)
    }
}
