import Foundation
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

@Suite("The Host header over a real socket")
struct HostHeaderTests {
    @Test("image URLs are on the address the server serves on, whatever Host the request names")
    func imageURLsIgnoreHost() async throws {
        let server = try await SampleServer.start(SampleServerConfiguration())
        let connection = try RawConnection(port: server.port)

        try connection.send("GET /feed?limit=2 HTTP/1.1\r\nHost: evil.example:666\r\nConnection: close\r\n\r\n")
        let answer = await connection.readToEnd()
        await server.stop()

        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
        #expect(answer.contains("\"image\":\"\(server.baseURL.absoluteString)/images/"), "\(answer)")
        #expect(!answer.contains("evil.example"))
    }

    @Test("a request with two Host headers is a bad request")
    func twoHostHeaders() async throws {
        let server = try await SampleServer.start(SampleServerConfiguration())
        let connection = try RawConnection(port: server.port)

        try connection.send(
            "GET /feed HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        let answer = await connection.readToEnd()
        await server.stop()

        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
        #expect(!answer.contains("evil.example"))
    }

    @Test(
        "an HTTP/1.1 request without a Host header, or with one that names no host and port, is a bad request",
        arguments: [
            "", "Host: two words.example\r\n", "Host: 127.0.0.1:80:80\r\n", "Host: 127.0.0.1:8o\r\n",
            "Host: user@127.0.0.1\r\n", "Host: [::1\r\n", "Host: a/b\r\n",
        ])
    func missingOrInvalidHost(header: String) async throws {
        let server = try await SampleServer.start(SampleServerConfiguration())
        let connection = try RawConnection(port: server.port)

        try connection.send("GET /feed HTTP/1.1\r\n\(header)Connection: close\r\n\r\n")
        let answer = await connection.readToEnd()
        await server.stop()

        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
    }

    @Test(
        "a valid Host is served, and HTTP/1.0 may leave it out",
        arguments: [
            ("1.1", "Host: 127.0.0.1:8080\r\n"), ("1.1", "Host: [::1]:80\r\n"), ("1.1", "Host: api.example\r\n"),
            ("1.0", ""),
        ])
    func validHost(version: String, header: String) async throws {
        let server = try await SampleServer.start(SampleServerConfiguration())
        let connection = try RawConnection(port: server.port)

        try connection.send("GET /feed?limit=1 HTTP/\(version)\r\n\(header)Connection: close\r\n\r\n")
        let answer = await connection.readToEnd()
        await server.stop()

        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
    }

    @Test("bound to every address, image URLs name the local address the connection arrived on")
    func wildcardBindUsesLocalAddress() async throws {
        let server = try await SampleServer.start(SampleServerConfiguration(host: "0.0.0.0"))
        let connection = try RawConnection(port: server.port)

        try connection.send("GET /feed?limit=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        let answer = await connection.readToEnd()
        await server.stop()

        #expect(answer.contains("\"image\":\"http://127.0.0.1:\(server.port)/images/"), "\(answer)")
    }
}
