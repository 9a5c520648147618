import Foundation
import SampleFeedAPI
import Testing

@Suite("End to end: the built binary's search, sort, show, comment, follow and auth")
struct CommandsEndToEndTests {
    @Test("feed --all --search sao --sort location --json")
    func searchAndSort() async throws {
        let server = try await FeatureServer.start()

        let result = try await BuiltCLI.runOnce([
            "feed", "--all", "--search", "sao", "--sort", "location", "--json", "--base-url",
            server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try result.itemIDs == [FeatureServer.saoPauloFirst, FeatureServer.saoPauloLast])
        #expect(try result.json["has_more"] as? Bool == false)
    }

    @Test("comments --sort newest --group-by author")
    func commentsGrouped() async throws {
        let server = try await FeatureServer.start()

        let result = try await BuiltCLI.runOnce([
            "comments", FeatureServer.manyComments, "--sort", "newest", "--group-by", "author", "--base-url",
            server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Comments\n\nyuki (1 comment)\n"))
    }

    @Test("show IMAGE_ID --json, and a missing one exits 1")
    func show() async throws {
        let server = try await FeatureServer.start()

        let found = try await BuiltCLI.runOnce([
            "show", FeatureServer.onFourthPage, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        let missing = try await BuiltCLI.runOnce([
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
        let server = try await FeatureServer.start()

        let posted = try await BuiltCLI.runOnce([
            "comment", FeatureServer.manyComments, "From the binary", "--json", "--base-url",
            server.baseURL.absoluteString,
        ])
        let empty = try await BuiltCLI.runOnce([
            "comment", FeatureServer.manyComments, " ", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        #expect(try posted.json["message"] as? String == "From the binary")
        #expect(empty.exitCode == 64)
        #expect(empty.stderr.contains("only whitespace"))
    }

    @Test(
        "comments --follow --interval 1 prints new comments once and exits 0 on SIGINT and SIGTERM",
        arguments: [SIGINT, SIGTERM])
    func follow(signal: Int32) async throws {
        let server = try await FeatureServer.start(chatterInterval: 1)
        let process = try LineReadingProcess(
            arguments: [
                "comments", FeatureServer.manyComments, "--follow", "--interval", "1", "--json", "--timeout", "60",
                "--base-url", server.baseURL.absoluteString,
            ])

        try await eventually("the current comments and two chatter comments: \(process.stdout) (\(process.progress))") {
            process.lines.count >= 7
        }
        try await FeatureServer.post("posted while following", on: FeatureServer.manyComments, to: server.baseURL)
        try await eventually("the posted comment") { process.stdout.contains("posted while following") }
        let result = await process.stop(with: signal)
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.terminatedBySignal)
        #expect(result.stderr.isEmpty)
        let ids = try process.lines.map { line in
            try #require((JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String)
        }
        #expect(Set(ids).count == ids.count)
    }

    @Test("serve --token: no token or a wrong one fails with Authentication failed, --token and FEED_API_TOKEN pass")
    func auth() async throws {
        let serve = try LineReadingProcess(arguments: ["serve", "--port", "0", "--token", "s3cret"])
        try await eventually("the server's URL") { process(serve, printed: "http://") }
        let baseURL = try #require(serve.lines.first)
        let comments = ["comments", FeatureServer.manyComments, "--base-url", baseURL]

        let none = try await BuiltCLI.runOnce(comments)
        let wrong = try await BuiltCLI.runOnce(comments + ["--token", "nope"])
        let option = try await BuiltCLI.runOnce(comments + ["--token", "s3cret"])
        let environment = try await BuiltCLI.runOnce(comments, environment: ["FEED_API_TOKEN": "s3cret"])
        let served = await serve.stop(with: SIGINT)

        #expect(none.exitCode == 77)
        #expect(none.stderr.hasPrefix("Authentication failed\n"))
        #expect(wrong.exitCode == 77)
        #expect(wrong.stderr.hasPrefix("Authentication failed\n"))
        #expect(option.exitCode == 0)
        #expect(environment.exitCode == 0)
        #expect(served.exitCode == 0)
    }

    // MARK: - Helpers

    private func process(_ process: LineReadingProcess, printed prefix: String) -> Bool {
        process.lines.first?.hasPrefix(prefix) == true
    }
}
