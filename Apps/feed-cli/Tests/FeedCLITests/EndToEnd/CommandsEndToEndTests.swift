import Foundation
import SampleFeedAPI
import Testing

@Suite("End to end: the built binary's follow until a signal")
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
}
