import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// The waits for serve to exit are hang guards far above the deadlines they check (a serve that misses its deadline
/// waits for the body forever), so that a machine with busy cores, which exits late, still passes. One test at a
/// time: the 300 connections of the descriptor-limit test made the others' reads of /proc/net/tcp slow enough for a
/// held POST to reach serve's idle timeout before its signal.
@Suite(
    "End to end: serve stops when signalled, and serves under a descriptor limit", .serialized)
struct ServeEndToEndTests {
    static let halfSentPost =
        "POST /image/25e5c6e2-935a-5bee-a4c6-17fadedf8474/comments HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"message\""

    @Test(
        "one signal ends serve within the 2 s deadline (and a margin) while a client holds a half-sent POST",
        arguments: [SIGINT, SIGTERM])
    func oneSignalEndsWithinTheDeadline(signal: Int32) async throws {
        let serve = try await ServeProcess()
        let connection = try await holdingAPost(serve)

        let started = ContinuousClock.now
        serve.send(signal)
        let exited = try await serve.exits(within: .seconds(120))
        let elapsed = ContinuousClock.now - started

        #expect(exited, "serve still runs 120 s after the signal; stderr: \(serve.stderr)")
        #expect(elapsed < .seconds(60))
        #expect(serve.exitCode == 0)
        #expect(await connection.readToEnd().isEmpty)
    }

    @Test("with --grace 600, a second SIGINT ends serve at once instead of at the deadline")
    func secondSignalEndsAtOnce() async throws {
        let serve = try await ServeProcess(arguments: ["--grace", "600"])
        let connection = try await holdingAPost(serve)

        serve.send(SIGINT)
        let stillRunning = try await !serve.exits(within: .milliseconds(500))
        serve.send(SIGINT)
        let exited = try await serve.exits(within: .seconds(120))

        #expect(stillRunning, "the first SIGINT waits for the request in flight")
        #expect(exited, "serve still runs 120 s after the second SIGINT, long before its deadline")
        #expect(serve.exitCode == 0)
        #expect(await connection.readToEnd().isEmpty)
    }

    @Test(
        "under a limit of 256 descriptors, 300 connections holding half a request lock no new client out",
        .hangGuard)
    func halfRequestsUnderADescriptorLimit() async throws {
        let serve = try await ServeProcess(descriptorLimit: 256)
        let limit = serve.openFilesLimit
        var holders: [RawConnection] = []
        for _ in 0..<300 {
            let holder = try RawConnection(port: serve.port)
            try holder.send("GET /feed HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            holders.append(holder)
        }
        let client = try RawConnection(port: serve.port)

        try client.send("GET /feed?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let answer = await client.readToEnd()
        serve.send(SIGINT)

        #expect(limit?.split(separator: " ").dropFirst(3).prefix(2) == ["256", "256"], "\(limit ?? "no limits")")
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.isEmpty ? "no answer; stderr: \(serve.stderr)" : answer)")
        #expect(holders.count == 300)
    }

    /// A connection that sent a POST's head and 10 of its 100 body bytes, once the server has read them.
    private func holdingAPost(_ serve: ServeProcess) async throws -> RawConnection {
        let connection = try RawConnection(port: serve.port)
        try connection.send(Self.halfSentPost)
        // In flight only once serve has read it: a signal sent before that finds no request to wait for.
        #expect(await connection.waitUntilServerRead(), "serve read the half-sent POST")
        return connection
    }
}
