import Foundation
import SharedAPITestSupport
import Testing

@Suite("The sample API builds its image URLs on its own address, whatever Host a client sends")
struct SampleServerHostTests {
    @Test("image URLs are on the server's own address whatever Host is sent; two Host headers are a bad request")
    func hostHeaders() async throws {
        let server = try await SampleAPI.start()
        let port = try #require(server.baseURL.port)
        let spoofed = try RawConnection(port: port)
        let doubled = try RawConnection(port: port)

        try spoofed.send("GET /feed?limit=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        try doubled.send("GET /feed HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        let (feed, refused) = await (spoofed.readToEnd(), doubled.readToEnd())
        await server.stop()

        #expect(feed.hasPrefix("HTTP/1.1 200"), "\(feed)")
        #expect(feed.contains("\"image\":\"\(server.baseURL.absoluteString)/images/"), "\(feed)")
        #expect(!feed.contains("evil.example"))
        #expect(refused.hasPrefix("HTTP/1.1 400"), "\(refused)")
    }
}
