import Foundation
import SampleFeedAPI
import Testing

@Suite("comment IMAGE_ID MESSAGE against the real sample API")
struct CommentCommandTests {
    @Test("posts the comment, prints the created one as JSON, and the API lists it afterwards")
    func postsJSON() async throws {
        let (cli, server) = try await makeSUT()
        let message = "Hello from the tests — ünïcödé 🎉"

        let posted = await cli.run([
            "comment", SampleAPI.manyComments, message, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        let listed = await cli.run([
            "comments", SampleAPI.manyComments, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(posted.exitCode == 0)
        let comment = try posted.json
        #expect(Set(comment.keys) == ["id", "message", "username", "created_at", "relative_date"])
        #expect(comment["message"] as? String == message)
        #expect(comment["username"] as? String == "you")
        #expect(try listed.itemIDs.last == comment["id"] as? String)
        #expect(try listed.itemIDs.count == 6)
    }

    @Test("text output shows the title and the created comment; no spinner when stderr is not a terminal")
    func postsText() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "comment", SampleAPI.manyComments, "Nice one", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("Comments\n\nyou · "))
        #expect(result.stdout.hasSuffix("  Nice one\n"))
        #expect(result.stderr == "")
    }

    @Test(
        "an empty, whitespace-only or too long message is a usage error, exit 64, and nothing is sent",
        arguments: [
            ("", "empty"), ("  \n\t", "only whitespace"), (String(repeating: "é", count: 1_001), "1001 characters"),
        ])
    func invalidMessage(message: String, reason: String) async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "comment", SampleAPI.manyComments, message, "--base-url", server.baseURL.absoluteString,
        ])
        let requests = await server.requestCount(path: "/image/\(SampleAPI.manyComments)/comments")
        await server.stop()

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("MESSAGE cannot be posted"))
        #expect(result.stderr.contains(reason))
        #expect(requests == 0)
    }

    @Test("exactly 1,000 characters is accepted")
    func longestMessage() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "comment", SampleAPI.manyComments, String(repeating: "a", count: 1_000), "--json", "--base-url",
            server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
    }

    @Test("an unknown image is Not found, exit 1")
    func unknownImage() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "comment", "00000000-0000-4000-8000-000000000000", "hi", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 66)
        #expect(result.stderr.hasPrefix("Not found\n"))
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.start())
    }
}
