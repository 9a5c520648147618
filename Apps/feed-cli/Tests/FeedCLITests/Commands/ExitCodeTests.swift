import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// Every failure used to exit 1; scripts now tell them apart by sysexits.h codes, and `--json` writes the failure
/// as one JSON object on stderr.
@Suite("Each kind of failure has its exit code, and with --json one JSON object on stderr")
struct ExitCodeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let route: HostileAPI.Route
        /// nil: the server is gone and its port refuses connections.
        let response: LoopbackResponse?
        let exitCode: Int32
        let kind: String
        let status: Int?
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "refused: 69", route: .feed, response: nil, exitCode: 69, kind: "unavailable", status: nil),
        Case(name: "no answer in time: 75", route: .feed, response: .hang, exitCode: 75, kind: "timeout", status: nil),
        Case(
            name: "invalid JSON: 65", route: .feed, response: .json(#"{"items":[}"#), exitCode: 65,
            kind: "invalid_data", status: nil),
        Case(
            name: "a status the endpoint never answers: 65", route: .feed, response: .respond(status: 500),
            exitCode: 65, kind: "invalid_data", status: 500),
        Case(
            name: "HTTP 404: 66", route: .comments, response: .json("{}", status: 404), exitCode: 66,
            kind: "not_found", status: 404),
        Case(
            name: "HTTP 401: 77", route: .comments, response: .respond(status: 401), exitCode: 77,
            kind: "unauthorized", status: 401),
        Case(
            name: "HTTP 403: 77", route: .feed, response: .respond(status: 403), exitCode: 77, kind: "unauthorized",
            status: 403),
    ]

    @Test("the exit code of the kind, the headline and cause on stderr, nothing on stdout", arguments: cases)
    func textFailure(_ failure: Case) async throws {
        let (cli, api) = try Self.makeSUT(failure)
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run(Self.command(failure, api))

        #expect(result.exitCode == failure.exitCode, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
    }

    @Test(
        "with --json: the same exit code and one JSON object with the kind, headline, cause and status",
        arguments: cases)
    func jsonFailure(_ failure: Case) async throws {
        let (cli, api) = try Self.makeSUT(failure)
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run(Self.command(failure, api) + ["--json"], environment: ["LANG": "de_DE.UTF-8"])

        #expect(result.exitCode == failure.exitCode, "\(result.stderr)")
        #expect(result.stdout == "")
        let error = try JSONErrorLine(result.stderr)
        #expect(error.kind == failure.kind)
        #expect(error.status == failure.status)
        #expect(!error.message.isEmpty && !error.cause.isEmpty)
        #expect(error.message != "Couldn't connect to server", "the headline is localized")
    }

    @Test("an id the feed does not have: 66, not_found with no status")
    func idNotInTheFeed() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        let missing = "00000000-0000-4000-8000-000000000000"

        let result = await cli.run(["show", missing, "--json", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 66)
        let error = try JSONErrorLine(result.stderr)
        #expect(error.kind == "not_found" && error.status == nil)
        #expect(error.cause == "no image with id \(missing) in the feed")
    }

    @Test("an output file that cannot be written: 73")
    func cannotWrite() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run([
            "image", HostileAPI.imageID, "--output", "/proc/feed-cli/x.png", "--base-url", api.baseURL.absoluteString,
        ])

        #expect(result.exitCode == 73, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("feed-cli: cannot write /proc/feed-cli/x.png\n"))
    }

    @Test("--help lists every exit code, 74 too; each command's help only the codes it can end with")
    func helpListsTheCodesEachCommandCanEndWith() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        // The help is wrapped to the terminal: its words, one space apart.
        func help(_ arguments: [String]) async throws -> String {
            await cli.run(arguments + ["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
                separator: " ")
        }
        let top = try await help([])
        let comment = try await help(["comment"])
        let cacheInfo = try await help(["cache", "info"])
        let feed = try await help(["feed"])

        #expect(top.contains("74 stdout cannot be written"), "\(top)")
        #expect(!comment.contains("saved feed"), "\(comment)")
        #expect(!comment.contains("73 the output file"))
        #expect(!cacheInfo.contains("69 the server"), "\(cacheInfo)")
        #expect(feed.contains("0 done (also when the saved feed is shown offline)"))
    }

    @Test("anything else: 1 (serve on a port already taken)")
    func otherFailure() async throws {
        let cli = try InProcessCLI()
        let taken = try LoopbackHTTPServer { _ in .ok() }
        defer { cli.cleanUp(); taken.stop() }

        let result = await cli.run(["serve", "--port", String(taken.port)])

        #expect(result.exitCode == 1, "\(result.stderr)")
    }

    /// The feed is saved from a server, which then stops: its port stays held (`HeldPort`), so it refuses, and no
    /// other test's server can answer there instead.
    @Test("the offline fallback to the saved feed is still a success: 0")
    func offlineFallbackSucceeds() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        _ = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])
        api.server.stop()

        let result = await cli.run(["feed", "--json", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try result.json["source"] as? String == "cache")
    }

    private static func makeSUT(_ failure: Case) throws -> (InProcessCLI, HostileAPI) {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        if let response = failure.response { api.make(failure.route, answer: response) }
        return (cli, api)
    }

    /// The command that loads the case's route. Refused: port 9 (discard), which nothing serves here; a stopped
    /// server's port may be taken by another test's server meanwhile. Only the server that never answers gets a
    /// short timeout: an answer that a machine with busy cores gives late must not read as none.
    private static func command(_ failure: Case, _ api: HostileAPI) -> [String] {
        let url = failure.response == nil ? "http://127.0.0.1:9" : api.baseURL.absoluteString
        var timeout = HangGuard.timeoutOption
        if case .hang = failure.response { timeout = "1" }
        let base = ["--base-url", url, "--timeout", timeout]
        switch failure.route {
        case .comments: return ["comments", HostileAPI.imageID] + base
        default: return ["feed"] + base
        }
    }
}
