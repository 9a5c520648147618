import Foundation
import SharedAPITestSupport
import Testing

@Suite("feed-cli's stdout, stderr and exit codes for feed, comments and image")
struct FeedCLIContractTests {
    @Test("feed --json prints one JSON document with the contract's shape")
    func feedJSONShape() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let result = await cli.run(["feed", "--json", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(Set(try result.json.keys) == ["source", "has_more", "items"])
        #expect(try result.json["source"] as? String == "remote")
        for item in try result.items {
            #expect(Set(item.keys) == ["id", "description", "location", "image", "new"])
            #expect(item["new"] as? Bool == true)
            #expect(UUID(uuidString: item["id"] as? String ?? "") != nil)
            #expect(item["description"] is String || item["description"] is NSNull)
            #expect(item["location"] is String || item["location"] is NSNull)
            #expect(URL(string: item["image"] as? String ?? "")?.scheme == "http")
        }
    }

    @Test("stopping the server between two runs with the same --base-url and --cache-dir shows the cache")
    func serverStoppedBetweenRuns() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let arguments = [
            "feed", "--json", "--base-url", held.baseURL.absoluteString, "--cache-dir", cli.cacheDirectory.path,
        ]

        let first = await cli.run(arguments)
        await server.stop()
        let second = await cli.run(arguments)

        #expect(try first.json["source"] as? String == "remote")
        #expect(second.exitCode == 0)
        #expect(try second.json["source"] as? String == "cache")
        #expect(try second.itemIDs == first.itemIDs)
    }

    @Test("comments --json prints the contract's shape")
    func commentsJSONShape() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "comments", SampleAPI.imageWithComments, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(Set(try result.json.keys) == ["title", "image_id", "items"])
        #expect(try !result.items.isEmpty)
    }

    @Test("an IMAGE_ID that is not a UUID exits 64", arguments: [["comments", "42"], ["image", "not-a-uuid"]])
    func invalidImageID(arguments: [String]) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(arguments + ["--base-url", "http://127.0.0.1:9"])

        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("IMAGE_ID must be a UUID"))
    }

    @Test("an unknown flag exits 64 without a stack trace")
    func unknownFlag() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed", "--frobnicate"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--frobnicate"))
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("an unreachable API without a cache exits 1 with the error and one cause line")
    func unreachable() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed", "--base-url", "http://127.0.0.1:9", "--timeout", "5"])

        #expect(result.exitCode == 69)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.hasPrefix("Couldn't connect to server\n"))
    }

    @Test("without a base URL: the embedded sample API, said with -v on a pipe's stderr, the feed as text")
    func embeddedSampleAPI() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["-v"])

        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("using the built-in sample API at http://127.0.0.1:"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("My Feed\n"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("image --output writes the image bytes to a file")
    func imageToFile() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()
        let base = server.baseURL.absoluteString
        let feed = await cli.run(["feed", "--json", "--base-url", base])
        let id = try #require(try feed.itemIDs.first)
        let file = cli.cacheDirectory.appendingPathComponent("image.png")

        let result = await cli.run(["image", id, "--output", file.path, "--base-url", base])
        await server.stop()

        #expect(result.exitCode == 0)
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
