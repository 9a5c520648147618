import FeedCLITestSupport
import Foundation
import SampleFeedAPI
import SharedAPITestSupport
import Testing

@Suite("End to end: each command through the built binary's main, and follow until a signal")
struct CommandsEndToEndTests {
    static let imageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

    /// A smoke per command: what each says and exits with is tested in process (`FeedCLIMain.run`); this is the
    /// real `main`, its process environment, streams and exit status.
    @Test(
        "each command runs through the binary's main against the built-in sample API and exits 0",
        arguments: [
            ["feed", "--json"], ["comments", imageID], ["comment", imageID, "smoke"], ["show", imageID],
            ["image", imageID], ["cache", "list"], ["cache", "validate"], ["cache", "clear"], ["config"],
            ["--version"],
        ])
    func eachCommand(arguments: [String]) async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let seeded = try await cli.run(["feed"])

        let result = try await cli.run(arguments)

        #expect(seeded.exitCode == 0, "\(seeded.stderr)")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(
        "comments --follow --interval 1 prints new comments once and exits 0 on SIGINT and SIGTERM",
        arguments: [SIGINT, SIGTERM])
    func follow(signal: Int32) async throws {
        let server = try await SampleAPI.start(chatterInterval: 1)
        let process = try LineReadingProcess(
            arguments: [
                "comments", SampleAPI.manyComments, "--follow", "--interval", "1", "--json", "--timeout",
                HangGuard.timeoutOption,
                "--base-url", server.baseURL.absoluteString,
            ])

        try await eventually("the current comments and two chatter comments: \(process.stdout) (\(process.progress))") {
            process.lines.count >= 7
        }
        try await SampleAPI.post("posted while following", on: SampleAPI.manyComments, to: server.baseURL)
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
}
