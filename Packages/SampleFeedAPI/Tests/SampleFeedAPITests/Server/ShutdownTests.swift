import Foundation
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

/// No bound on the time taken: the idle timeout is an hour, past ``HangGuard``'s time limit, so a server that ends at
/// all ended at its 500 ms deadline (one without it waits for the body until the hour, and the test runs out of
/// time), however slowly a machine with busy cores runs it. A closed connection is a read that ends, not one that
/// waits out the guard.
@Suite("Stopping a server that a client holds open", .timeLimit(.minutes(HangGuard.minutes)))
struct ShutdownTests {
    static let halfSentPost =
        "POST /image/25e5c6e2-935a-5bee-a4c6-17fadedf8474/comments HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"message\""

    @Test("run ends at its deadline when cancelled while a POST's body never arrives, and closes it")
    func runEndsAtTheDeadline() async throws {
        let (urls, announce) = AsyncStream<URL>.makeStream()
        let task = Task { try await SampleServer.run(Self.configuration) { announce.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let port = try #require(await iterator.next()?.port)
        let connection = try await holdingAPost(port: port)

        task.cancel()
        let ending = await task.result
        let answer = await connection.readUntilClosed()

        #expect(throws: Never.self) { try ending.get() }
        #expect(answer != nil, "the connection stayed open")
        #expect(answer?.hasPrefix("HTTP/1.1 201") == false)
    }

    @Test("stop returns at the deadline while a POST's body never arrives, and closes it")
    func stopEndsAtTheDeadline() async throws {
        let server = try await SampleServer.start(Self.configuration)
        let connection = try await holdingAPost(port: server.port)

        await server.stop()
        let answer = await connection.readUntilClosed()

        #expect(answer != nil, "the connection stayed open")
        #expect(answer?.hasPrefix("HTTP/1.1 201") == false)
    }

    /// A deadline of 500 ms, and an idle timeout (an hour) that no test reaches: only the deadline ends the POST.
    private static var configuration: SampleServerConfiguration {
        var configuration = SampleServerConfiguration()
        configuration.shutdownDeadline = .milliseconds(500)
        configuration.idleTimeout = .seconds(3_600)
        return configuration
    }

    /// A connection that sent a POST's head and 10 of its 100 body bytes, once the server has read them.
    private func holdingAPost(port: Int) async throws -> RawConnection {
        let connection = try RawConnection(port: port)
        try connection.send(Self.halfSentPost)
        #expect(await connection.waitUntilServerRead(), "the server read the half-sent POST")
        return connection
    }
}
