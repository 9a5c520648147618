import Foundation
import Testing

@Suite("search, sort, show and comment, each once through the command line against the feature server")
struct FeatureCommandsTests {
    @Test("feed --all --search sao --sort location --json")
    func searchAndSort() async throws {
        let server = try await SampleAPI.start()

        let result = try await InProcessCLI.runOnce([
            "feed", "--all", "--search", "sao", "--sort", "location", "--json", "--base-url",
            server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try result.itemIDs == [SampleAPI.saoPauloFirst, SampleAPI.saoPauloLast])
        #expect(try result.json["has_more"] as? Bool == false)
    }

    @Test("comments --sort newest --group-by author")
    func commentsGrouped() async throws {
        let server = try await SampleAPI.start()

        let result = try await InProcessCLI.runOnce([
            "comments", SampleAPI.manyComments, "--sort", "newest", "--group-by", "author", "--base-url",
            server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Comments\n\nyuki (1 comment)\n"))
    }

    @Test("show IMAGE_ID --json, and a missing one exits 1")
    func show() async throws {
        let server = try await SampleAPI.start()

        let found = try await InProcessCLI.runOnce([
            "show", SampleAPI.onFourthPage, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        let missing = try await InProcessCLI.runOnce([
            "show", "00000000-0000-4000-8000-000000000000", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(found.exitCode == 0, "\(found.stderr)")
        #expect(try found.json["location"] as? String == "台北, 台灣")
        #expect(try found.json["comment_count"] as? Int == 1)
        #expect(missing.exitCode == 66)
        #expect(missing.stderr.contains("no image with id"))
    }

    @Test("comment posts and prints the created comment; an empty message exits 64")
    func comment() async throws {
        let server = try await SampleAPI.start()

        let posted = try await InProcessCLI.runOnce([
            "comment", SampleAPI.manyComments, "From the binary", "--json", "--base-url",
            server.baseURL.absoluteString,
        ])
        let empty = try await InProcessCLI.runOnce([
            "comment", SampleAPI.manyComments, " ", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        #expect(try posted.json["message"] as? String == "From the binary")
        #expect(empty.exitCode == 64)
        #expect(empty.stderr.contains("only whitespace"))
    }
}
