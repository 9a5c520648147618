import FeedCLITestSupport
import Foundation
import SampleFeedAPI
import Testing

@Suite("End to end: the built binary's follow until a signal, and serve --token")
struct CommandsEndToEndTests {
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
        let serve = try await ServeProcess(arguments: ["--token", "s3cret"])
        let comments = ["comments", FeatureServer.manyComments, "--base-url", serve.baseURL.absoluteString]

        let none = try await BuiltCLI.runOnce(comments)
        let wrong = try await BuiltCLI.runOnce(comments + ["--token", "nope"])
        let option = try await BuiltCLI.runOnce(comments + ["--token", "s3cret"])
        let environment = try await BuiltCLI.runOnce(comments, environment: ["FEED_API_TOKEN": "s3cret"])
        serve.send(SIGINT)

        #expect(none.exitCode == 77)
        #expect(none.stderr.hasPrefix("Authentication failed\n"))
        #expect(wrong.exitCode == 77)
        #expect(wrong.stderr.hasPrefix("Authentication failed\n"))
        #expect(option.exitCode == 0)
        #expect(environment.exitCode == 0)
        #expect(try await serve.exits(within: .seconds(60)), "a hang guard: serve ends on SIGINT")
        #expect(serve.exitCode == 0)
    }
}
