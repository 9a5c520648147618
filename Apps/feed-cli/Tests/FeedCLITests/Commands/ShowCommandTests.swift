import Foundation
import SampleFeedAPI
import Testing

@Suite("show IMAGE_ID against the real sample API")
struct ShowCommandTests {
    @Test("--json has the item's fields, where it was found, the image data, the count and the 3 newest comments")
    func jsonShape() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "show", SampleAPI.manyComments, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        let json = try result.json
        #expect(
            Set(json.keys) == [
                "id", "description", "location", "image", "source", "image_data", "comment_count", "latest_comments",
            ])
        #expect(json["id"] as? String == SampleAPI.manyComments)
        #expect(json["location"] is NSNull)
        #expect(json["source"] as? String == "remote")
        #expect(json["comment_count"] as? Int == 5)
        let data = try #require(json["image_data"] as? [String: Any])
        #expect(data["source"] as? String == "remote")
        #expect(data["format"] as? String == "png")
        #expect((data["bytes"] as? Int ?? 0) > 0)
        let latest = try #require(json["latest_comments"] as? [[String: Any]])
        #expect(latest.compactMap { $0["username"] as? String } == ["yuki", "olga", "emma"])
        #expect(Set(latest[0].keys) == ["id", "message", "username", "created_at", "relative_date"])
    }

    @Test("a second run finds the image and its bytes in the cache")
    func cachedSecondTime() async throws {
        let (cli, server) = try await makeSUT()
        let arguments = ["show", SampleAPI.saoPauloFirst, "--json", "--base-url", server.baseURL.absoluteString]

        let first = await cli.run(["feed", "--base-url", server.baseURL.absoluteString])
        let second = await cli.run(arguments)
        let third = await cli.run(arguments)
        await server.stop()

        #expect(first.exitCode == 0)
        #expect(try second.json["source"] as? String == "cache")
        #expect(try (second.json["image_data"] as? [String: Any])?["source"] as? String == "remote")
        #expect(try (third.json["image_data"] as? [String: Any])?["source"] as? String == "cache")
    }

    @Test("an image beyond the first page is found by paging the remote feed")
    func pagesRemote() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "show", SampleAPI.saoPauloLast, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(try result.json["description"] as? String == "The end of the feed 👋")
        #expect(try result.json["comment_count"] as? Int == 0)
    }

    @Test("text shows location, description, id, URL, the image size, and the comments title with the count")
    func text() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "show", "308eb4b9-adb4-527a-a5c0-3a30442be801", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        for expected in [
            "📍 東京, 日本", "Neon alleys after the rain", "308eb4b9-adb4-527a-a5c0-3a30442be801", "🔗 http://127.0.0.1:",
            "PNG image · ", " bytes · downloaded", "Comments (3)\n",
        ] {
            #expect(result.stdout.contains(expected), "missing \(expected) in \(result.stdout)")
        }
    }

    @Test("an id that is in no page is a clear error, exit 1")
    func notFound() async throws {
        let (cli, server) = try await makeSUT()
        let missing = "00000000-0000-4000-8000-000000000000"

        let result = await cli.run(["show", missing, "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "Not found\nno image with id \(missing) in the feed\n")
    }

    @Test("the picture is as wide as the terminal lets it be with the details and comments below it on the screen")
    func pictureUsesTheTerminal() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(
            ["show", SampleAPI.saoPauloFirst, "--images", "blocks", "--base-url", server.baseURL.absoluteString],
            columns: 120, rows: 40)
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let pictureWidth = lines.map { $0.filter { $0 == "▀" }.count }.max() ?? 0
        #expect(pictureWidth > 70, "53 columns before, of 120")
        #expect(lines.count < 40, "the text below the picture stays on the screen")
    }

    @Test("not a UUID is a usage error, exit 64")
    func invalidID() async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(["show", "nope", "--base-url", "http://127.0.0.1:9"])

        #expect(result.exitCode == 64)
    }

    @Test("bytes that do not decode: a ✗ box where the picture would be, and a line that says so")
    func undecodablePictureIsSaid() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { api.server.stop() }

        let result = await cli.run(
            ["show", HostileAPI.imageID, "--images", "blocks", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.stderr)")
        let picture = try #require(result.stdout.range(of: "✗"), "\(result.stdout)")
        let message = try #require(result.stdout.range(of: "The picture could not be decoded."))
        let details = try #require(result.stdout.range(of: HostileAPI.imageID))
        #expect(picture.lowerBound < message.lowerBound && message.lowerBound < details.lowerBound)
    }

    // MARK: - Helpers

    @Test("into a pipe inside tmux started in kitty, show draws no picture: no placeholder, no character shapes")
    func noPictureIntoAPipeInsideTmux() async throws {
        let result = try await InProcessCLI.runOnce(
            ["show", SampleAPI.imageWithComments],
            environment: [
                "TERM": "xterm-256color", "KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0",
                "FEED_CLI_IMAGES": "auto",
            ])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Neon alleys after the rain"))
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x10_EEEE }, "no kitty placeholder")
        #expect(
            !result.stdout.unicodeScalars.contains {
                (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value)
            }, "no character picture")
    }

    private func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.start())
    }
}
