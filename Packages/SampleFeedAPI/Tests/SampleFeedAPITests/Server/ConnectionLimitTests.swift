import Foundation
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

/// Connections that sent half a request and waited were never closed: under a limit of 256 descriptors, 300 of them
/// locked every new client out.
@Suite("Silent and incomplete connections time out, and the connections are bounded, over real sockets")
struct ConnectionLimitTests {
    static let halfHead = "GET /feed HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    static let halfPost =
        "POST /image/25e5c6e2-935a-5bee-a4c6-17fadedf8474/comments HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"message\""

    @Test(
        "a connection that sends half a request, or half a body, and waits is closed", arguments: [halfHead, halfPost])
    func incompleteRequestIsClosed(request: String) async throws {
        let server = try await SampleServer.start(Self.configuration(maximumConnections: 16))
        let connection = try RawConnection(port: server.port)

        try connection.send(request)
        let answer = await connection.readUntilClosed()
        await server.stop()

        #expect(answer.map { !$0.contains("201") } == true, "still open after the hang guard's wait of silence")
    }

    @Test("a connection that sends nothing is closed")
    func silentConnectionIsClosed() async throws {
        let server = try await SampleServer.start(Self.configuration(maximumConnections: 16))
        let connection = try RawConnection(port: server.port)

        let answer = await connection.readUntilClosed()
        await server.stop()

        #expect(answer == "")
    }

    @Test("with every connection taken by half requests, a new client is served once they time out")
    func newClientIsServed() async throws {
        let server = try await SampleServer.start(Self.configuration(maximumConnections: 4))
        let holders = try (0..<6).map { _ in try RawConnection(port: server.port) }
        for holder in holders { try holder.send(Self.halfHead) }
        let client = try RawConnection(port: server.port)

        try client.send("GET /feed?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let answer = await client.readUntilClosed()
        await server.stop()

        #expect(answer?.hasPrefix("HTTP/1.1 200") == true, "\(answer ?? "no answer within the hang guard's wait")")
    }

    @Test(
        "by default the bound is half the descriptors beyond 64, from 16 to 4,096",
        arguments: [(256, 96), (1_024, 480), (64, 16), (Int.max, 4_096)])
    func defaultBound(descriptors: Int, connections: Int) {
        #expect(ConnectionLimit.allowing(descriptors: descriptors) == connections)
    }

    /// A short idle timeout: the tests wait for the server to close, never for a clock.
    private static func configuration(maximumConnections: Int) -> SampleServerConfiguration {
        var configuration = SampleServerConfiguration()
        configuration.idleTimeout = .milliseconds(200)
        configuration.maximumConnections = maximumConnections
        return configuration
    }
}
