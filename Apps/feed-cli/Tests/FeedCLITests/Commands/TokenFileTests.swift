import FeedCLITestSupport
import Foundation
import SampleFeedAPI
import SharedAPITestSupport
import Testing

@Suite("A token in a file only its owner can read: --token-file and the config's token_file")
struct TokenFileTests {
    @Test("--token-file and the config's token_file send the token in a file only its owner can read")
    func tokenFile() async throws {
        let (cli, server) = try await makeSUT()
        let file = try secret("s3cret\n", mode: 0o600, in: cli)
        let config = cli.cacheDirectory.appendingPathComponent("config.toml")
        try "token_file = \"\(file.path)\"\n".write(to: config, atomically: true, encoding: .utf8)
        let comments = ["comments", SampleAPI.manyComments, "--base-url", server.baseURL.absoluteString]

        let option = await cli.run(comments + ["--token-file", file.path, "--timeout", HangGuard.timeoutOption])
        let configured = await cli.run(comments + ["--config", config.path, "--timeout", HangGuard.timeoutOption])
        let shown = await cli.run(["config", "--config", config.path])
        let none = await cli.run(comments + ["--timeout", HangGuard.timeoutOption])
        await server.stop()
        cli.cleanUp()

        #expect(option.exitCode == 0, "\(option.stderr)")
        #expect(configured.exitCode == 0, "\(configured.stderr)")
        #expect(shown.stdout.contains("file \(config.path):1\ttoken_file=\(file.path)\n"))
        #expect(!shown.stdout.contains("s3cret"))
        #expect(none.exitCode == 77)
    }

    @Test("a token file that others may read is refused with exit 64, as ssh refuses a private key, never read out")
    func openTokenFileIsRefused() async throws {
        let (cli, server) = try await makeSUT()
        let file = try secret("s3cret\n", mode: 0o644, in: cli)

        let result = await cli.run([
            "comments", SampleAPI.manyComments, "--base-url", server.baseURL.absoluteString, "--token-file",
            file.path,
        ])
        await server.stop()
        cli.cleanUp()

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--token-file '\(file.path)' is open to others (mode 644); chmod 600 it"))
        #expect(!result.stderr.contains("s3cret"))
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.start(token: "s3cret"))
    }

    private func secret(_ text: String, mode: Int, in cli: InProcessCLI) throws -> URL {
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let file = cli.cacheDirectory.appendingPathComponent("token")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }
}
