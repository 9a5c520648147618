import Foundation
import SharedAPITestSupport
import Testing

/// `comment` used to post messages with nothing visible (only BEL, an escape sequence, zero-width characters…),
/// and a failed post lost what was typed and never said it might have been posted.
@Suite("comment refuses what nobody could see, and a failed post loses nothing")
struct CommentFailureTests {
    @Test(
        "a message with nothing visible is a usage error, and nothing is sent",
        arguments: ["\u{07}", "\u{1B}[2J", "\u{200B}\u{200D}", "\u{202E}", "\u{3164}", "\u{0301}"])
    func invisibleMessage(message: String) async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run([
            "comment", HostileAPI.imageID, message, "--base-url", api.baseURL.absoluteString,
        ])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("MESSAGE cannot be posted: the message has no visible character."))
        #expect(api.server.requests.isEmpty)
    }

    @Test("no answer in time: it may have been posted, and the message is printed back")
    func timedOutPost() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.createdComment, answer: .hang)

        let result = await cli.run(Self.comment("Lovely light", api) + ["--timeout", "1"])

        #expect(result.exitCode == 75)
        #expect(result.stderr.hasPrefix("The server didn't answer in time\n"))
        let check = "feed-cli comments \(HostileAPI.imageID) --base-url http://127.0.0.1:\(api.baseURL.port ?? 0)`"
        #expect(result.stderr.contains("may have been posted: check with `\(check)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("Your message: Lovely light\n"))
    }

    @Test("the hint to check names --token TOKEN when the token was an option, and never the token itself")
    func hintNamesTheTokenOption() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.createdComment, answer: .hang)

        let result = await cli.run(Self.comment("Lovely light", api) + ["--timeout", "1", "--token", "s3cret"])

        #expect(result.exitCode == 75)
        #expect(result.stderr.contains("--token TOKEN`"), "\(result.stderr)")
        #expect(!result.stderr.contains("s3cret"))
    }

    @Test("refused before anything was sent: the message is printed back, and it was not posted")
    func refusedPost() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run([
            "comment", HostileAPI.imageID, "Lovely light", "--base-url", "http://127.0.0.1:9",
        ])

        #expect(result.exitCode == 69)
        #expect(!result.stderr.contains("may have been posted"))
        #expect(result.stderr.hasSuffix("Your message: Lovely light\n"))
    }

    @Test("a reset after the whole POST was sent: it may have been posted, and the message is printed back")
    func resetAfterThePost() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.createdComment, answer: .reset)

        let result = await cli.run(Self.comment("Lovely light", api))

        #expect(result.exitCode == 69)
        #expect(
            api.server.requests.contains {
                $0.method == "POST" && String(decoding: $0.body, as: UTF8.self).contains("Lovely light")
            })
        let check = "feed-cli comments \(HostileAPI.imageID) --base-url http://127.0.0.1:\(api.baseURL.port ?? 0)`"
        #expect(result.stderr.contains("may have been posted: check with `\(check)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("Your message: Lovely light\n"), "\(result.stderr)")
    }

    @Test(
        "--json: the one error object holds the message and whether it may have been posted",
        arguments: [true, false])
    func jsonFailureKeepsTheMessage(requestLeft: Bool) async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.createdComment, answer: .reset)
        let base = requestLeft ? api.baseURL.absoluteString : "http://127.0.0.1:9"

        let result = await cli.run(["comment", HostileAPI.imageID, "Lovely light", "--json", "--base-url", base])

        #expect(result.exitCode == 69)
        let line = try JSONErrorLine(result.stderr)
        #expect(line.kind == "unavailable")
        let error = try #require(
            (try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any])?["error"]
                as? [String: Any])
        #expect(error["your_message"] as? String == "Lovely light")
        #expect(error["may_have_been_posted"] as? Bool == requestLeft)
    }

    private static func comment(_ message: String, _ api: HostileAPI) -> [String] {
        ["comment", HostileAPI.imageID, message, "--base-url", api.baseURL.absoluteString]
    }
}
