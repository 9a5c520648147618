import Foundation
import SampleFeedAPI
import Testing

@Suite("Auth: serve --token against --token and FEED_API_TOKEN")
struct AuthTests {
    @Test(
        "without a token every command that loads fails with the localized authentication error, exit 1",
        arguments: [
            ["feed"], ["comments", SampleAPI.manyComments], ["show", SampleAPI.manyComments],
            ["comment", SampleAPI.manyComments, "hi"],
        ])
    func missingToken(command: [String]) async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(command + ["--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 77)
        #expect(result.stderr.hasPrefix("Authentication failed\n"))
    }

    @Test("a wrong token fails the same way, and the message is localized")
    func wrongToken() async throws {
        let (cli, server) = try await makeSUT()
        let arguments = [
            "comments", SampleAPI.manyComments, "--token", "wrong", "--base-url", server.baseURL.absoluteString,
        ]

        let english = await cli.run(arguments)
        let german = await cli.run(arguments + ["--lang", "de"])
        await server.stop()

        #expect(english.exitCode == 77)
        #expect(english.stderr.hasPrefix("Authentication failed\n"))
        #expect(german.exitCode == 77)
        #expect(!german.stderr.hasPrefix("Authentication failed\n"))
        #expect(!german.stderr.isEmpty)
    }

    @Test(
        "--token makes every command pass",
        arguments: [
            ["feed"], ["comments", SampleAPI.manyComments], ["show", SampleAPI.manyComments],
            ["comment", SampleAPI.manyComments, "hi"],
        ])
    func tokenOption(command: [String]) async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(
            command + ["--json", "--token", "s3cret", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(try !result.json.isEmpty)
    }

    @Test("FEED_API_TOKEN makes requests pass; --token wins over it")
    func tokenEnvironment() async throws {
        let (cli, server) = try await makeSUT()
        let arguments = ["feed", "--json", "--base-url", server.baseURL.absoluteString]

        let fromEnvironment = await cli.run(arguments, environment: ["FEED_API_TOKEN": "s3cret"])
        let overridden = await cli.run(
            ["comments", SampleAPI.manyComments, "--token", "wrong", "--base-url", server.baseURL.absoluteString],
            environment: ["FEED_API_TOKEN": "s3cret"])
        await server.stop()

        #expect(fromEnvironment.exitCode == 0)
        #expect(try fromEnvironment.json["source"] as? String == "remote")
        #expect(overridden.exitCode == 77)
        #expect(overridden.stderr.hasPrefix("Authentication failed\n"))
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.start(token: "s3cret"))
    }
}
