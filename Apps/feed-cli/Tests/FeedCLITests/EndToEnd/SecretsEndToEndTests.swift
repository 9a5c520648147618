import Foundation
import SampleFeedAPI
import Testing

@Suite("End to end: a token and a long message reach the API without the command line that ps shows")
struct SecretsEndToEndTests {
    @Test("--token - reads the token from stdin")
    func tokenFromStandardInput() async throws {
        let (cli, server) = try await makeSUT()

        let result = try await cli.shell(
            "printf 's3cret\\n' | \"$FEED_CLI\" \"$@\"",
            arguments: [
                "comments", FeatureServer.manyComments, "--base-url", server.baseURL.absoluteString, "--token", "-",
                "--timeout", "60",
            ])
        await server.stop()
        cli.cleanUp()

        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    @Test("comment ID - posts the message read from stdin as it is: quotes, line breaks, the longest allowed")
    func messageFromStandardInput() async throws {
        let server = try await FeatureServer.start()
        let cli = try BuiltCLI()
        let message = "\"It's\" $HOME `ls` \\ ☀️\nsecond line " + String(repeating: "a", count: 960)
        let file = cli.cacheDirectory.appendingPathComponent("message.txt")
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        try (message + "\n").write(to: file, atomically: true, encoding: .utf8)
        let baseURL = server.baseURL.absoluteString

        let posted = try await cli.shell(
            "\"$FEED_CLI\" comment \"$1\" - --json --base-url \"$2\" --timeout 60 < \"$3\"",
            arguments: [FeatureServer.manyComments, baseURL, file.path])
        let tooLong = try await cli.shell(
            "printf '%01001d' 0 | \"$FEED_CLI\" comment \"$1\" - --base-url \"$2\"",
            arguments: [FeatureServer.manyComments, baseURL])
        await server.stop()
        cli.cleanUp()

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(posted.stdout.utf8)) as? [String: Any])
        #expect(object["message"] as? String == message)
        #expect(tooLong.exitCode == 64)
        #expect(tooLong.stderr.contains("MESSAGE cannot be posted: the message has 1001 characters"))
    }

    @Test("--message-file posts the file's text as it is, a pipe's too; a missing file, a folder or both ways are 64")
    func messageFromAFile() async throws {
        let server = try await FeatureServer.start()
        let cli = try BuiltCLI()
        let message = "\"It's\" $HOME `ls` \\ ☀️\nsecond line"
        let file = cli.cacheDirectory.appendingPathComponent("message.txt")
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        try (message + "\n").write(to: file, atomically: true, encoding: .utf8)
        let post = [
            "comment", FeatureServer.manyComments, "--base-url", server.baseURL.absoluteString, "--timeout", "60",
        ]

        let posted = try await cli.run(post + ["--json", "--message-file", file.path])
        let piped = try await cli.shell(
            "\"$FEED_CLI\" \"$@\" --json --message-file <(printf 'from a pipe')", arguments: post)
        let missing = try await cli.run(post + ["--message-file", file.path + ".none"])
        let folder = try await cli.run(post + ["--message-file", cli.cacheDirectory.path])
        let both = try await cli.run(post + ["hello", "--message-file", file.path])
        let empty = try await cli.run(post + ["--message-file", ""])
        let neither = try await cli.run(post)
        await server.stop()
        cli.cleanUp()

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(posted.stdout.utf8)) as? [String: Any])
        #expect(object["message"] as? String == message)
        #expect(piped.stdout.contains("\"message\":\"from a pipe\""), "\(piped.stderr)")
        #expect(missing.exitCode == 64 && missing.stderr.contains("cannot be read: No such file"), "\(missing.stderr)")
        #expect(folder.exitCode == 64 && folder.stderr.contains("is a folder"), "\(folder.stderr)")
        #expect(both.exitCode == 64 && both.stderr.contains("either MESSAGE or --message-file"), "\(both.stderr)")
        #expect(empty.exitCode == 64 && empty.stderr.contains("--message-file cannot be empty"), "\(empty.stderr)")
        #expect(neither.exitCode == 64 && neither.stderr.contains("--message-file FILE"), "\(neither.stderr)")
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (BuiltCLI, RunningSampleServer) {
        (try BuiltCLI(), try await FeatureServer.start(token: "s3cret"))
    }

    private func secret(_ text: String, mode: Int, in cli: BuiltCLI) throws -> URL {
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let file = cli.cacheDirectory.appendingPathComponent("token")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }
}
