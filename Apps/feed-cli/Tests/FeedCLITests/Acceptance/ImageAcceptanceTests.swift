import Foundation
import SharedAPITestSupport
import Testing

@Suite("Image acceptance: bytes from the cache first, then the network, then saved")
struct ImageAcceptanceTests {
    @Test("an image fetched once is served from the cache when offline")
    func cachedImageOffline() async throws {
        let cli = try InProcessCLI()
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let base = held.baseURL.absoluteString
        let id = try #require(try await cli.run(["feed", "--json", "--base-url", base]).itemIDs.first)

        let online = await cli.run(["image", id, "--base-url", base])
        await server.stop()
        let offline = await cli.run(["image", id, "--base-url", base])

        #expect(online.exitCode == 0)
        #expect(online.stdout.utf8.starts(with: [0x89, 0x50, 0x4E, 0x47]) || online.stdout.hasPrefix("\u{FFFD}PNG"))
        #expect(offline.exitCode == 0)
        #expect(offline.stdout == online.stdout)
    }

    @Test("with the built-in API, whose port changes every run, a stale cached image URL falls back to the remote feed")
    func staleCachedURL() async throws {
        let cli = try InProcessCLI()
        let id = try #require(try await cli.run(["feed", "--json"]).itemIDs.first)
        let file = cli.cacheDirectory.appendingPathComponent("image.png")

        let result = await cli.run(["image", id, "--output", file.path])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: file).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("an image that is not in the feed: exit 1 with the cause")
    func unknownImage() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()

        let result = await cli.run(["image", UUID().uuidString, "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 66)
        #expect(result.stderr.contains("no image with id"))
    }
}
