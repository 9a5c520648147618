import Foundation
import SharedAPITestSupport
import Testing

/// SwiftNIO traps on a port past 65535; before the ports were checked, each of these ended in exit 132 and a
/// backtrace, and a redirect to such a port defeated the offline fallback.
@Suite("A port no connection can be made to is a usage error or invalid data, never a crash")
struct PortTests {
    static let unusableBaseURLs = [
        "http://127.0.0.1:65536", "http://127.0.0.1:70000/v1", "http://127.0.0.1:99999999999999999999", "http://h:0",
    ]

    @Test("a --base-url with an unusable port is refused with exit 64", arguments: unusableBaseURLs)
    func unusableBaseURLPort(baseURL: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed", "--base-url", baseURL])

        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--base-url"))
        #expect(result.stderr.contains("port from 1 to 65535"))
    }

    @Test("a FEED_API_BASE_URL with an unusable port is refused with exit 64, never the sample API instead")
    func unusableEnvironmentPort() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed"], environment: ["FEED_API_BASE_URL": "http://127.0.0.1:70000"])

        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(!result.stderr.contains("using the built-in sample API"))
    }

    @Test("a feed redirected to port 70000 is invalid data, and the saved feed is still the fallback")
    func feedRedirectToUnusablePort() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let api = try HostileAPI()
        defer { api.server.stop() }
        let base = api.baseURL.absoluteString
        let seeded = await cli.run(["feed", "--json", "--base-url", base])
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        api.make(.feed, answer: Self.redirect(to: "http://127.0.0.1:70000/feed"))

        let fallback = await cli.run(["feed", "--json", "--base-url", base])
        let noCache = await cli.run(["feed", "--base-url", base, "--cache-dir", cli.cacheDirectory.path + "/none"])

        #expect(fallback.exitCode == 0, "\(fallback.stderr)")
        #expect(try fallback.json["source"] as? String == "cache")
        #expect(try fallback.itemIDs == seeded.itemIDs)
        Self.expectInvalidData(noCache)
    }

    @Test("a feed whose image URL names port 70000 is invalid data")
    func feedImageURLWithUnusablePort() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let api = try HostileAPI()
        defer { api.server.stop() }
        api.make(
            .feed, answer: .json(HostileAPI.feed([HostileAPI.feedItem(image: "\"http://127.0.0.1:70000/1.png\"")])))

        let result = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])

        Self.expectInvalidData(result)
    }

    @Test("image bytes redirected to port 99999999999999999999 are invalid data, and no file is written")
    func imageRedirectToUnusablePort() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let api = try HostileAPI()
        defer { api.server.stop() }
        let output = cli.cacheDirectory.appendingPathComponent("out.png")
        api.make(.imageBytes, answer: Self.redirect(to: "http://127.0.0.1:99999999999999999999/1.png"))

        let result = await cli.run([
            "image", HostileAPI.imageID, "--output", output.path, "--base-url", api.baseURL.absoluteString,
        ])

        Self.expectInvalidData(result)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    private static func redirect(to location: String) -> LoopbackResponse {
        .respond(status: 302, headers: ["Location": location])
    }

    private static func expectInvalidData(_ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == 65, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.hasPrefix("The server sent invalid data\n"), "\(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }
}
