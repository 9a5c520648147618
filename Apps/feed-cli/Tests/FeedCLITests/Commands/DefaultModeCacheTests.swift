import Foundation
import Testing

@Suite("The built-in sample API's cache works across runs, although its port changes every run")
struct DefaultModeCacheTests {
    @Test("the second run of show in the default mode says the image bytes are cached, and the feed's URLs are live")
    func secondShowReadsTheCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let id = SampleAPI.imageWithComments

        let first = await cli.run(["show", id, "--json"])
        let second = await cli.run(["show", id, "--json", "-v"])
        let text = await cli.run(["show", id])

        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(try imageDataSource(first) == "remote")
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(try imageDataSource(second) == "cache")
        #expect(text.stdout.contains(" · cached"))
        let named = try #require(second.stderr.split(separator: "\n").first { $0.contains("built-in sample API at") })
        let port = try #require(named.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        let image = try #require(try second.json["image"] as? String)
        #expect(image.hasPrefix("http://127.0.0.1:\(port)/images/"), "\(image)")
    }

    @Test("image in the default mode reads the bytes another run saved: the same bytes, no new download")
    func imageReadsTheCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let id = SampleAPI.imageWithComments
        let output = cli.cacheDirectory.appendingPathComponent("out.png")
        _ = await cli.run(["feed"])
        _ = await cli.run(["show", id])

        let result = await cli.run(["image", id, "--output", output.path])
        let info = await cli.run(["cache", "info"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: output).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(info.stdout.contains("feed        10 images, valid"), "\(info.stdout)")
        #expect(info.stdout.contains("image data  1 image,"), "one row, not one per port: \(info.stdout)")
    }

    private func imageDataSource(_ result: CLIResult) throws -> String? {
        let data = try #require(try result.json["image_data"] as? [String: Any], "\(result.stdout)")
        return data["source"] as? String
    }
}
