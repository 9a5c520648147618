import Foundation
import Testing

/// `serve` in process until the test cancels it, as its first signal would stop it (the signals themselves:
/// `ServeEndToEndTests`).
@Suite("serve requires its token when given one, and logs one line per request unless --quiet")
struct ServeCommandTests {
    @Test(
        "serve --token that cannot be a header value is the usage error every command gives, without repeating it",
        arguments: ["", "s3cret with space", "s3cret\r\nX-Injected: 1", "s3cret\u{1B}[2J", "s3crét"])
    func unusableToken(token: String) async throws {
        let result = try await InProcessCLI.runOnce(["serve", "--port", "0", "--token", token])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--token must be printable ASCII without spaces or control characters."))
        #expect(!(result.stdout + result.stderr).contains("s3cr"))
    }

    @Test(
        "serve --token: no token or a wrong one fails with Authentication failed, --token and FEED_API_TOKEN pass; one log line per request (method, path, status, milliseconds), never the token"
    )
    func tokenAndRequestLog() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let serve = cli.start(["serve", "--port", "0", "--token", "s3cret"])
        let base = try await Self.baseURL(of: serve)
        let comments = ["comments", SampleAPI.manyComments, "--base-url", base]
        let feed = ["feed", "--json", "--base-url", base]

        let none = try await InProcessCLI.runOnce(comments)
        let wrong = try await InProcessCLI.runOnce(comments + ["--token", "wrong"])
        let option = try await InProcessCLI.runOnce(comments + ["--token", "s3cret"])
        let environment = try await InProcessCLI.runOnce(comments, environment: ["FEED_API_TOKEN": "s3cret"])
        let fed = try await InProcessCLI.runOnce(feed + ["--token", "s3cret"])
        let refused = try await InProcessCLI.runOnce(feed + ["--token", "wrong"])
        try await eventually("six requests logged: \(serve.progress)") {
            serve.stderr.text.split(separator: "\n").count >= 6
        }
        serve.cancel()
        let ended = await serve.exit()

        #expect(none.exitCode == 77)
        #expect(none.stderr.hasPrefix("Authentication failed\n"))
        #expect(wrong.exitCode == 77)
        #expect(wrong.stderr.hasPrefix("Authentication failed\n"))
        #expect(option.exitCode == 0, "\(option.stderr)")
        #expect(environment.exitCode == 0, "\(environment.stderr)")
        #expect(fed.exitCode == 0, "\(fed.stderr)")
        #expect(refused.exitCode == 77)
        #expect(ended.exitCode == 0, "\(ended.stderr)")
        let lines = ended.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.wholeMatch(of: /(GET|POST) \/\S* \d{3} \d+ ms/) != nil }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("GET /feed?limit=") && $0.contains(" 200 ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("GET /feed?limit=") && $0.contains(" 401 ") }, "\(lines)")
        #expect(lines.count >= 6, "a line per request: \(lines)")
        #expect(!ended.stderr.contains("s3cret"))
        #expect(!ended.stderr.contains("wrong"))
    }

    @Test("serve --quiet logs no request")
    func quietLogsNothing() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let serve = cli.start(["serve", "--port", "0", "--quiet"])

        let feed = await cli.run(["feed", "--base-url", try await Self.baseURL(of: serve)])
        serve.cancel()
        let ended = await serve.exit()

        #expect(feed.exitCode == 0, "\(feed.stderr)")
        #expect(ended.exitCode == 0, "\(ended.stderr)")
        #expect(ended.stderr.isEmpty, "\(ended.stderr)")
    }

    /// The base URL `serve` printed on stdout once it listens.
    private static func baseURL(of serve: InProcessRun) async throws -> String {
        try await eventually("serve printed its URL: \(serve.progress)") { serve.stdout.text.hasSuffix("\n") }
        return serve.stdout.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
