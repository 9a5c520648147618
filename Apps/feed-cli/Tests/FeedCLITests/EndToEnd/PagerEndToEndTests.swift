import Foundation
import Testing

@Suite("End to end: text longer than a screen goes through the pager on a terminal, as git does")
struct PagerEndToEndTests {
    @Test("feed on a terminal writes its text to $PAGER, colored as for the terminal, and nothing to the terminal")
    func pagesOnATerminal() async throws {
        let run = try await PagedRun.onTerminal("feed")

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.contains("My Feed\u{1B}[0m\n"))
        #expect(!run.result.stdout.contains("My Feed"))
    }

    @Test("comments on a terminal go through the pager too")
    func pagesComments() async throws {
        let run = try await PagedRun.onTerminal("comments \(PagedRun.sampleImageID)")

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.contains("Comments\u{1B}[0m\n"))
    }

    @Test(
        "no pager with --no-pager, FEED_CLI_PAGER=cat or empty (over PAGER), or --json: the text is on the terminal",
        arguments: [
            ("feed --no-pager", [:]), ("feed", ["FEED_CLI_PAGER": "cat"]), ("feed", ["FEED_CLI_PAGER": ""]),
            ("comments \(PagedRun.sampleImageID) --no-pager", [:]),
        ])
    func noPager(arguments: String, environment: [String: String]) async throws {
        let run = try await PagedRun.onTerminal(arguments, environment: environment)

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.isEmpty)
        #expect(run.result.stdout.contains(arguments.hasPrefix("feed") ? "My Feed" : "Comments"))
    }

    @Test("no pager for --json on a terminal, nor for text into a pipe")
    func noPagerForJSONOrAPipe() async throws {
        let json = try await PagedRun.onTerminal("feed --json")
        let piped = try await PagedRun.shell("\"$FEED_CLI\" feed | cat")

        #expect(json.paged.isEmpty)
        #expect(json.result.stdout.contains("\"items\""))
        #expect(piped.paged.isEmpty)
        #expect(piped.result.stdout.hasPrefix("My Feed\n"))
    }

    @Test("FEED_CLI_PAGER takes precedence over PAGER")
    func feedCLIPagerFirst() async throws {
        let run = try await PagedRun.onTerminal(
            "feed", pagerVariable: "FEED_CLI_PAGER", environment: ["PAGER": "false"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.contains("My Feed\u{1B}[0m\n"))
    }

    @Test("a feed that cannot load starts no pager: its error is on the terminal, as it would be without one")
    func noPagerBeforeTheFirstLine() async throws {
        let run = try await PagedRun.onTerminal("feed --base-url http://127.0.0.1:9")

        #expect(run.result.exitCode == 69, "\(run.result.stdout)")
        #expect(!run.pagerStarted)
        #expect(run.result.stdout.contains("Couldn't connect to server"))
    }

    @Test("on a terminal the spinner's line is cleared before the error's headline, which starts a line of its own")
    func spinnerClearedBeforeTheError() async throws {
        let run = try await PagedRun.onTerminal("feed --base-url http://127.0.0.1:9 --no-pager")

        let before = try #require(run.result.stdout.components(separatedBy: "Couldn't connect to server").first)
        let line = before.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }.last ?? ""
        #expect(!line.contains("Loading"), "\(run.result.stdout)")
    }

    @Test("quitting the pager early ends feed --all at its next write, not when the feed ends")
    func quittingThePagerEndsTheRun() async throws {
        let started = Date()
        let run = try await PagedRun.onTerminal(
            "feed --all", pagerVariable: "PAGER", environment: ["PAGER": "head -c 1 >/dev/null"])

        #expect(run.result.exitCode != 124, "timed out: \(run.result.stdout)")
        #expect(Date().timeIntervalSince(started) < 60)
    }
}

// MARK: - Helpers

/// One run of the built feed-cli whose pager is `cat > FILE`: what reached the pager, and what the terminal showed.
struct PagedRun {
    static let sampleImageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

    let result: CLIResult
    let paged: String
    /// Whether the pager ran: its shell made the record file, even for no text.
    let pagerStarted: Bool

    /// Runs `feed-cli ARGUMENTS` on a pseudo-terminal (stdin, stdout and stderr), within 60 seconds.
    static func onTerminal(
        _ arguments: String, pagerVariable: String = "PAGER", environment: [String: String] = [:]
    ) async throws -> PagedRun {
        try await onTerminal(
            script: "\"$FEED_CLI\" \(arguments)", pagerVariable: pagerVariable, environment: environment)
    }

    /// Runs `script` with bash on a pseudo-terminal, where `$FEED_CLI` is the binary, within 60 seconds.
    static func onTerminal(
        script: String, pagerVariable: String = "PAGER", environment: [String: String] = [:]
    ) async throws -> PagedRun {
        try await run(pagerVariable: pagerVariable, environment: environment) { cli, environment in
            try cli.onTerminal(script, environment: environment)
        }
    }

    /// Runs `script` with bash, where `$FEED_CLI` is the binary, its output into a pipe.
    static func shell(
        _ script: String, pagerVariable: String = "PAGER", environment: [String: String] = [:]
    ) async throws -> PagedRun {
        try await run(pagerVariable: pagerVariable, environment: environment) { cli, environment in
            try await cli.shell(script, environment: environment)
        }
    }

    private static func run(
        pagerVariable: String, environment: [String: String],
        _ body: (BuiltCLI, [String: String]) async throws -> CLIResult
    ) async throws -> PagedRun {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-pager-\(UUID())")
        defer { try? FileManager.default.removeItem(at: record) }
        let pager = [pagerVariable: "cat > '\(record.path)'"]
        return PagedRun(record: record, result: try await body(cli, pager.merging(environment) { $1 }))
    }

    private init(record: URL, result: CLIResult) {
        self.result = result
        paged = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
        pagerStarted = FileManager.default.fileExists(atPath: record.path)
    }
}
