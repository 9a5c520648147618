import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// A request in flight is one serve answers slowly (`--latency` of an hour): no idle timeout closes a request being
/// answered, so only the deadline or a second signal ends it, however late a busy machine delivers the signal. (A
/// half-sent POST was closed by serve's 5 s idle timeout when the signal came late, and then the first SIGINT found
/// nothing to wait for; a half-sent body at the deadline is ShutdownTests' case, in SampleFeedAPI.) The waits for serve
/// to exit are ``HangGuard``'s, far below the hour a serve that missed its deadline would take. One test at a time:
/// the 300 connections of the descriptor-limit test made the others' reads of /proc/net/tcp slow.
@Suite(
    "End to end: serve stops when signalled, and serves under a descriptor limit", .serialized)
struct ServeEndToEndTests {
    /// Every answer an hour late: a request stays in flight until serve gives up on it.
    static let answeringInAnHour = ["--latency", "3600000"]

    @Test(
        "one signal ends serve at its 2 s deadline while a request is still being answered, and does not answer it",
        arguments: [SIGINT, SIGTERM])
    func oneSignalEndsAtTheDeadline(signal: Int32) async throws {
        let serve = try await ServeProcess(arguments: Self.answeringInAnHour)
        let connection = try await holdingARequest(serve)

        serve.send(signal)
        let exited = try await serve.exits(within: .seconds(HangGuard.seconds))

        #expect(exited, "serve still runs after the signal, as if it waited the hour; stderr: \(serve.stderr)")
        #expect(serve.exitCode == 0)
        #expect(await connection.readToEnd().hasPrefix("HTTP/1.1 200") == false, "the request was answered")
    }

    @Test("with --grace 3600, a second SIGINT ends serve at once instead of at the deadline")
    func secondSignalEndsAtOnce() async throws {
        let serve = try await ServeProcess(arguments: ["--grace", "3600"] + Self.answeringInAnHour)
        let connection = try await holdingARequest(serve)

        serve.send(SIGINT)
        let stillRunning = try await !serve.exits(within: .milliseconds(500))
        serve.send(SIGINT)
        let exited = try await serve.exits(within: .seconds(HangGuard.seconds))

        #expect(stillRunning, "the first SIGINT waits for the request in flight")
        #expect(exited, "serve still runs after the second SIGINT, as if it waited for its deadline")
        #expect(serve.exitCode == 0)
        #expect(await connection.readToEnd().hasPrefix("HTTP/1.1 200") == false, "the request was answered")
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

    /// A connection whose whole request serve has read, so that it is in flight (answered an hour later).
    private func holdingARequest(_ serve: ServeProcess) async throws -> RawConnection {
        let connection = try RawConnection(port: serve.port)
        try connection.send("GET /feed?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        // In flight only once serve has read it: a signal sent before that finds no request to wait for.
        #expect(await connection.waitUntilServerRead(), "serve read the request")
        return connection
    }
}
