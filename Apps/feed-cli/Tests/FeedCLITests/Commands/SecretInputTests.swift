import Foundation
import SampleFeedAPI
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("A token and a long message reach the API from stdin or a file, without the command line that ps shows")
struct SecretInputTests {
    @Test("--token - reads the token from stdin")
    func tokenFromStandardInput() async throws {
        let server = try await SampleAPI.start(token: "s3cret")
        let cli = try InProcessCLI()

        let result = await cli.run(
            ["comments", SampleAPI.manyComments, "--base-url", server.baseURL.absoluteString, "--token", "-"],
            standardInput: Data("s3cret\n".utf8))
        await server.stop()
        cli.cleanUp()

        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    @Test("comment ID - posts the message read from stdin as it is: quotes, line breaks, the longest allowed")
    func messageFromStandardInput() async throws {
        let server = try await SampleAPI.start()
        let cli = try InProcessCLI()
        let message = "\"It's\" $HOME `ls` \\ ☀️\nsecond line " + String(repeating: "a", count: 960)
        let comment = ["comment", SampleAPI.manyComments, "-", "--base-url", server.baseURL.absoluteString]

        let posted = await cli.run(comment + ["--json"], standardInput: Data((message + "\n").utf8))
        let tooLong = await cli.run(comment, standardInput: Data(String(repeating: "0", count: 1001).utf8))
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
        let server = try await SampleAPI.start()
        let cli = try InProcessCLI()
        let message = "\"It's\" $HOME `ls` \\ ☀️\nsecond line"
        let file = cli.cacheDirectory.appendingPathComponent("message.txt")
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        try (message + "\n").write(to: file, atomically: true, encoding: .utf8)
        let pipe = try Self.pipe(writing: "from a pipe", in: cli.cacheDirectory)
        let post = ["comment", SampleAPI.manyComments, "--base-url", server.baseURL.absoluteString]

        let posted = await cli.run(post + ["--json", "--message-file", file.path])
        let piped = await cli.run(post + ["--json", "--message-file", pipe.path])
        let missing = await cli.run(post + ["--message-file", file.path + ".none"])
        let folder = await cli.run(post + ["--message-file", cli.cacheDirectory.path])
        let both = await cli.run(post + ["hello", "--message-file", file.path])
        let empty = await cli.run(post + ["--message-file", ""])
        let neither = await cli.run(post)
        await server.stop()
        cli.cleanUp()

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(posted.stdout.utf8)) as? [String: Any])
        #expect(object["message"] as? String == message)
        #expect(piped.stdout.contains("\"message\":\"from a pipe\""), "\(piped.stderr)")
        #expect(
            missing.exitCode == 64 && missing.stderr.contains("cannot be read: no such file or directory."),
            "\(missing.stderr)")
        #expect(folder.exitCode == 64 && folder.stderr.contains("is a folder"), "\(folder.stderr)")
        #expect(both.exitCode == 64 && both.stderr.contains("either MESSAGE or --message-file"), "\(both.stderr)")
        #expect(empty.exitCode == 64 && empty.stderr.contains("--message-file cannot be empty"), "\(empty.stderr)")
        #expect(neither.exitCode == 64 && neither.stderr.contains("--message-file FILE"), "\(neither.stderr)")
    }

    /// A FIFO in `folder` that a thread of its own writes `text` into once a reader opens it, as `<(printf …)` does.
    private static func pipe(writing text: String, in folder: URL) throws -> URL {
        let fifo = folder.appendingPathComponent("message.fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo.path) else { return }
            handle.write(Data(text.utf8))
            try? handle.close()
        }.start()
        return fifo
    }
}
