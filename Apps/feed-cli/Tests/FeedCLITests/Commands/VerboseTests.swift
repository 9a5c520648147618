import Foundation
import Testing

/// There was no way to see the requests a command makes.
@Suite("-v logs one line per request on stderr, never a token")
struct VerboseTests {
    @Test("-v: each request with its method, URL, status, bytes and milliseconds; stdout unchanged; no token")
    func verboseLogsRequests() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let base = api.baseURL.absoluteString
        let quiet = await cli.run(["feed", "--base-url", base, "--token", "s3cret-token"])

        let verbose = await cli.run(["feed", "-v", "--base-url", base, "--token", "s3cret-token"])

        #expect(verbose.exitCode == 0, "\(verbose.stderr)")
        #expect(verbose.stdout == quiet.stdout)
        let line = try #require(verbose.stderr.split(separator: "\n").first)
        #expect(line.hasPrefix("feed-cli: GET \(base)/feed?limit=10 200 "), "\(line)")
        #expect(line.hasSuffix(" ms") && line.contains(" bytes "))
        #expect(!(verbose.stdout + verbose.stderr).contains("s3cret-token"))
        #expect(!verbose.stderr.lowercased().contains("authorization"))
    }

    @Test("an image read from the cache says so")
    func cacheHitsAreLogged() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let output = cli.cacheDirectory.appendingPathComponent("x.png").path
        let arguments = [
            "image", HostileAPI.imageID, "-o", output, "--verbose", "--base-url", api.baseURL.absoluteString,
        ]
        _ = await cli.run(arguments)

        let second = await cli.run(arguments)

        #expect(second.stderr.contains("/img/1.png from cache 72 bytes 0 ms"), "\(second.stderr)")
    }

    @Test("a token in the base URL's query or in a redirect's Location is written REDACTED")
    func queryTokensAreRedacted() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let base = api.baseURL.absoluteString
        api.make(.feed, answer: .respond(status: 302, headers: ["Location": "\(base)/img/1.png?access_token=l0cation"]))

        let result = await cli.run(["feed", "-v", "--base-url", "\(base)/?token=qu3ry&page=2"])

        #expect(result.stderr.contains("feed-cli: GET \(base)/feed?token=REDACTED&page=2&limit=10 → 302 Location "))
        #expect(result.stderr.contains("/img/1.png?access_token=REDACTED"), "\(result.stderr)")
        #expect(!result.stderr.contains("qu3ry") && !result.stderr.contains("l0cation"), "\(result.stderr)")
    }

    @Test("an image URL's user and password are not written, from the network or from the cache")
    func imageCredentialsAreRedacted() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let port = try #require(api.baseURL.port)
        let image = "\"http://ann:pa55word@127.0.0.1:\(port)/img/1.png\""
        api.make(.feed, answer: .json(HostileAPI.feed([HostileAPI.feedItem(image: image)])))
        let output = cli.cacheDirectory.appendingPathComponent("x.png").path
        let arguments = ["image", HostileAPI.imageID, "-o", output, "-v", "--base-url", api.baseURL.absoluteString]
        let first = await cli.run(arguments)

        let second = await cli.run(arguments)

        #expect(
            second.stderr.contains("GET http://127.0.0.1:\(port)/img/1.png from cache 72 bytes"), "\(second.stderr)")
        #expect(!(first.stderr + second.stderr).contains("pa55word"), "\(first.stderr)\(second.stderr)")
    }

    @Test("a failed request's line says its cause in words, as the error line does")
    func failureCauseIsInWords() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp() }
        let base = api.baseURL.absoluteString
        let port = try #require(api.baseURL.port)
        api.server.stop()

        let result = await cli.run(["feed", "-v", "--base-url", base])

        let line = "feed-cli: GET \(base)/feed?limit=10 failed: connection refused (127.0.0.1:\(port)) after "
        #expect(result.stderr.contains(line), "\(result.stderr)")
    }

    @Test("FEED_CLI_LOG=info logs as -v does; another value is a usage error")
    func environmentVariable() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let command = ["comments", HostileAPI.imageID, "--base-url", api.baseURL.absoluteString]

        let info = await cli.run(command, environment: ["FEED_CLI_LOG": "info"])
        let bogus = await cli.run(command, environment: ["FEED_CLI_LOG": "loud"])

        #expect(info.stderr.hasPrefix("feed-cli: GET \(api.baseURL.absoluteString)/image/"), "\(info.stderr)")
        #expect(bogus.exitCode == 64)
        #expect(bogus.stderr.contains("FEED_CLI_LOG must be info or debug, not 'loud'."))
    }

    private static func makeSUT() throws -> (InProcessCLI, HostileAPI) {
        (try InProcessCLI(), try HostileAPI())
    }
}
