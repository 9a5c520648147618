import Foundation
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

/// The bounds on the time taken are far from the 500 ms deadline and from never (a server without the deadline
/// waits for the body forever, and a connection left open holds the read for its 60 s), so that a machine with busy
/// cores still passes.
@Suite("Stopping a server that a client holds open")
struct ShutdownTests {
    static let halfSentPost =
        "POST /image/25e5c6e2-935a-5bee-a4c6-17fadedf8474/comments HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"message\""

    @Test(
        "run ends within its deadline when cancelled while a POST's body never arrives, and closes it",
        .timeLimit(.minutes(1)))
    func runEndsAtTheDeadline() async throws {
        var configuration = SampleServerConfiguration()
        configuration.shutdownDeadline = .milliseconds(500)
        let (urls, announce) = AsyncStream<URL>.makeStream()
        let task = Task { try await SampleServer.run(configuration) { announce.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let port = try #require(await iterator.next()?.port)
        let connection = try await holdingAPost(port: port)

        let started = ContinuousClock.now
        task.cancel()
        let ending = await task.result
        let stopped = ContinuousClock.now
        let answer = await connection.readToEnd()

        #expect(stopped - started < .seconds(30))
        #expect(ContinuousClock.now - stopped < .seconds(30), "the connection stayed open")
        #expect(throws: Never.self) { try ending.get() }
        #expect(!answer.hasPrefix("HTTP/1.1 201"))
    }

    @Test("stop returns within the deadline while a POST's body never arrives, and closes it", .timeLimit(.minutes(1)))
    func stopEndsAtTheDeadline() async throws {
        var configuration = SampleServerConfiguration()
        configuration.shutdownDeadline = .milliseconds(500)
        let server = try await SampleServer.start(configuration)
        let connection = try await holdingAPost(port: server.port)

        let started = ContinuousClock.now
        await server.stop()
        let stopped = ContinuousClock.now
        let answer = await connection.readToEnd()

        #expect(stopped - started < .seconds(30))
        #expect(ContinuousClock.now - stopped < .seconds(30), "the connection stayed open")
        #expect(!answer.hasPrefix("HTTP/1.1 201"))
    }

    /// A connection that sent a POST's head and 10 of its 100 body bytes, once the server has read them.
    private func holdingAPost(port: Int) async throws -> RawConnection {
        let connection = try RawConnection(port: port)
        try connection.send(Self.halfSentPost)
        #expect(await connection.waitUntilServerRead(), "the server read the half-sent POST")
        return connection
    }
}
