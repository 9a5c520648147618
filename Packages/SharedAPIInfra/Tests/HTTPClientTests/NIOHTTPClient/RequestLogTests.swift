import Foundation
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import Testing

/// One `.info` line per exchange when a logger is given: method, URL, status, body bytes and milliseconds; a
/// redirect and a failure are lines of their own; no header value, no credential in a URL, ever.
@Suite("NIOHTTPClient's request log")
struct RequestLogTests {
    @Test("an answer is one line: method, URL, status, body bytes, milliseconds")
    func oneLinePerRequest() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data("four".utf8)) }
        defer { server.stop() }
        let (logger, records) = LogHandlerSpy.makeLogger()

        _ = try await NIOHTTPClient(logger: logger).get(server.url("/feed?limit=10"))

        #expect(records.entries.map(\.level) == [.info])
        #expect(records.messages.map(withoutMilliseconds) == ["GET \(server.url("/feed?limit=10")) 200 4 bytes"])
    }

    @Test("each redirect is a line of its own, naming the status and where it leads")
    func redirectHopsAreLinesOfTheirOwn() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/old" ? .redirect(to: URL(string: "/new")!, status: 301) : .ok(Data("moved".utf8))
        }
        defer { server.stop() }
        let (logger, records) = LogHandlerSpy.makeLogger()

        _ = try await NIOHTTPClient(logger: logger).get(server.url("/old"))

        #expect(
            records.messages.map(withoutMilliseconds) == [
                "GET \(server.url("/old")) → 301 Location \(server.url("/new"))",
                "GET \(server.url("/new")) 200 5 bytes",
            ])
    }

    @Test("a failure is a line with its cause and the time it took")
    func failureIsALine() async throws {
        let refusing = try HeldPort()
        let port = refusing.port
        let url = URL(string: "http://127.0.0.1:\(port)/feed")!
        let (logger, records) = LogHandlerSpy.makeLogger()

        let words: @Sendable (any Error) -> String = { "\(FailureReason(describing: $0).phrase.key ?? "")" }
        _ = await failure(of: try await NIOHTTPClient(logger: logger, causeWords: words).get(url))

        let line = try #require(records.messages.first)
        #expect(records.messages.count == 1)
        #expect(line.hasPrefix("GET \(url) failed: CAUSE.connectionRefused after "))
        #expect(line.hasSuffix(" ms"))
    }

    @Test("a timeout is logged as one, after the time waited")
    func timeoutIsALine() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let (logger, records) = LogHandlerSpy.makeLogger()

        _ = await failure(of: try await NIOHTTPClient(timeout: 0.2, logger: logger).get(server.url("/slow")))

        let line = try #require(records.messages.first)
        #expect(line.hasPrefix("GET \(server.url("/slow")) failed: CAUSE.noResponseWithin(seconds: 0.2) after "))
        #expect(milliseconds(line) >= 200)
    }

    @Test("no token, cookie or URL password reaches the log, whatever happens to the request")
    func neverLogsCredentials() async throws {
        let other = try LoopbackHTTPServer { _ in .respond(status: 401) }
        defer { other.stop() }
        let server = try LoopbackHTTPServer { _ in .redirect(to: other.url("/denied")) }
        defer { server.stop() }
        let (logger, records) = LogHandlerSpy.makeLogger()
        let sut = NIOHTTPClient(logger: logger)
        var withPassword = try #require(URLComponents(url: server.url("/start"), resolvingAgainstBaseURL: false))
        (withPassword.user, withPassword.password) = ("alice", "pa55word")

        _ = try await sut.get(
            try #require(withPassword.url), headers: [.authorization: "Bearer s3cret", .cookie: "id=c00kie"])
        let refusing = try HeldPort()
        _ = await failure(
            of: try await sut.get(
                refusing.baseURL.appendingPathComponent("feed"), headers: [.authorization: "Bearer s3cret"]))

        #expect(records.messages.count == 3)
        let logged = records.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
        for secret in ["s3cret", "c00kie", "pa55word", "alice", "Bearer", "Cookie", "Authorization"] {
            #expect(!logged.contains(secret), "\(secret) in \(logged)")
        }
    }

    // MARK: - Helpers

    /// The line without its trailing ` N ms`.
    private func withoutMilliseconds(_ line: String) -> String {
        line.replacingOccurrences(of: #" \d+ ms$"#, with: "", options: .regularExpression)
    }

    private func milliseconds(_ line: String) -> Int {
        Int(line.split(separator: " ").dropLast().last ?? "") ?? -1
    }
}
