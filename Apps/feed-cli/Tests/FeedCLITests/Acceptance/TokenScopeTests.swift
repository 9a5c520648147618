import Foundation
import SharedAPITestSupport
import Testing

@Suite("Token scope through the CLI: the bearer token reaches the API's origin and nothing else")
struct TokenScopeTests {
    private static let token = "s3cret-scope-token"

    @Test("feed and image with --token: the API gets the token, the image host on another port never does")
    func imagesOnAnotherOrigin() async throws {
        let cli = try InProcessCLI()
        let images = try LoopbackHTTPServer { _ in .ok(HostileAPI.pngBytes, headers: ["Content-Type": "image/png"]) }
        defer { images.stop() }
        let feed = HostileAPI.feed([HostileAPI.feedItem(image: "\"\(images.url("/img/1.png").absoluteString)\"")])
        let api = try LoopbackHTTPServer { request in
            request.target.contains("after_id") ? .json(HostileAPI.feed([])) : .json(feed)
        }
        defer { api.stop() }
        // The output's folder is made here: the cache's first write makes it too, but in the background, and the
        // picture could be written first ("no such file or directory", exit 73).
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let output = cli.cacheDirectory.appendingPathComponent("image.png")

        let result = await cli.run([
            "image", HostileAPI.imageID, "--output", output.path, "--base-url", api.baseURL.absoluteString, "--token",
            Self.token,
        ])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!api.requests.isEmpty)
        #expect(api.requests.allSatisfy { $0.headers["authorization"] == "Bearer \(Self.token)" })
        #expect(images.requests.count == 1)
        #expect(images.requests.allSatisfy { $0.headers["authorization"] == nil })
    }

    @Test("a redirect from the API to another origin is followed without the token")
    func redirectToAnotherOrigin() async throws {
        let cli = try InProcessCLI()
        let elsewhere = try LoopbackHTTPServer { _ in .json(HostileAPI.feed([])) }
        defer { elsewhere.stop() }
        let api = try LoopbackHTTPServer { request in .redirect(to: elsewhere.url(request.target)) }
        defer { api.stop() }

        let result = await cli.run(["feed", "--json", "--base-url", api.baseURL.absoluteString, "--token", Self.token])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(api.requests.first?.headers["authorization"] == "Bearer \(Self.token)")
        #expect(elsewhere.requests.count == 1)
        #expect(elsewhere.requests.allSatisfy { $0.headers["authorization"] == nil })
    }

    @Test(
        "a rejected token: Authentication failed, exit 1, and the token appears in no output",
        arguments: [
            ["feed"], ["comments", HostileAPI.imageID], ["comment", HostileAPI.imageID, "hi"],
            ["show", HostileAPI.imageID],
        ])
    func rejectedTokenIsNeverPrinted(command: [String]) async throws {
        let cli = try InProcessCLI()
        let api = try LoopbackHTTPServer { _ in .json(#"{"error":"bad token"}"#, status: 401) }
        defer { api.stop() }

        let result = await cli.run(command + ["--base-url", api.baseURL.absoluteString, "--token", Self.token])

        #expect(result.exitCode == 77)
        #expect(result.stderr.hasPrefix("Authentication failed\n"))
        #expect(!(result.stdout + result.stderr).contains(Self.token))
    }

    @Test("a --token that cannot be a header value (a line break, a space): a usage error that does not repeat it")
    func tokenWithAHeaderBreakIsRefused() async throws {
        let cli = try InProcessCLI()
        let api = try LoopbackHTTPServer { _ in .json(#"{"items":[]}"#) }
        defer { api.stop() }

        for token in ["s3cret\r\nX-Injected: 1", "s3cret with space", "s3cret\u{1B}[2J"] {
            let result = await cli.run(["feed", "--base-url", api.baseURL.absoluteString, "--token", token])

            #expect(result.exitCode == 64)
            #expect(result.stderr.contains("--token must be printable ASCII"))
            #expect(!(result.stdout + result.stderr).contains("s3cret"))
        }
        #expect(api.requests.isEmpty)
    }

    @Test("a FEED_API_TOKEN that cannot be a header value is a usage error, as --token is, and nothing is sent")
    func environmentTokenWithAHeaderBreakIsNeverPrinted() async throws {
        let cli = try InProcessCLI()
        let api = try LoopbackHTTPServer { _ in .json(#"{"items":[]}"#) }
        defer { api.stop() }

        let result = await cli.run(
            ["feed", "--base-url", api.baseURL.absoluteString],
            environment: ["FEED_API_TOKEN": "s3cret\r\nX-Injected: 1"])

        #expect(result.exitCode == 64)
        #expect(api.requests.isEmpty)
        #expect(!(result.stdout + result.stderr).contains("s3cret"))
        #expect(api.requests.allSatisfy { $0.headers["x-injected"] == nil })
    }
}
