import Foundation
import Testing

/// In process, on a terminal of `BufferedOutput`; the pager is a real one, `cat > FILE`, which reads to the end: a pager
/// that quits early ends the process by the stdout policy, so those runs are `PagerEndToEndTests`. One at a time: a
/// pager's start sets the process's SIGPIPE and signal handling until it ends.
@Suite("Text longer than a screen goes through the pager on a terminal, as git does", .serialized)
struct PagerTests {
    static let sampleImageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

    @Test("feed on a terminal writes its text to $PAGER, colored as for the terminal, and nothing to the terminal")
    func pagesOnATerminal() async throws {
        let run = try await PagedScreen.run(["feed"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.contains("My Feed\u{1B}[0m\n"))
        #expect(!run.result.stdout.contains("My Feed"))
    }

    @Test("comments on a terminal go through the pager too")
    func pagesComments() async throws {
        let run = try await PagedScreen.run(["comments", Self.sampleImageID])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.contains("Comments\u{1B}[0m\n"))
    }

    @Test(
        "no pager with --no-pager, FEED_CLI_PAGER=cat or empty (over PAGER), or --json: the text is on the terminal",
        arguments: [
            (["feed", "--no-pager"], [:]), (["feed"], ["FEED_CLI_PAGER": "cat"]), (["feed"], ["FEED_CLI_PAGER": ""]),
            (["comments", sampleImageID, "--no-pager"], [:]),
        ])
    func noPager(arguments: [String], environment: [String: String]) async throws {
        let run = try await PagedScreen.run(arguments, environment: environment)

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.isEmpty)
        #expect(run.result.stdout.contains(arguments.first == "feed" ? "My Feed" : "Comments"))
    }

    @Test("no pager for --json on a terminal, nor for text into a pipe")
    func noPagerForJSONOrAPipe() async throws {
        let json = try await PagedScreen.run(["feed", "--json"])
        let piped = try await PagedScreen.run(["feed"], onTerminal: false)

        #expect(json.paged.isEmpty)
        #expect(json.result.stdout.contains("\"items\""))
        #expect(piped.paged.isEmpty)
        #expect(piped.result.stdout.hasPrefix("My Feed\n"))
    }

    @Test("FEED_CLI_PAGER takes precedence over PAGER")
    func feedCLIPagerFirst() async throws {
        let run = try await PagedScreen.run(["feed"], pagerVariable: "FEED_CLI_PAGER", environment: ["PAGER": "false"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.paged.contains("My Feed\u{1B}[0m\n"))
    }

    @Test("a feed that cannot load starts no pager: its error is on the terminal, as it would be without one")
    func noPagerBeforeTheFirstLine() async throws {
        let run = try await PagedScreen.run(["feed", "--base-url", "http://127.0.0.1:9"])

        #expect(run.result.exitCode == 69, "\(run.result.stdout)")
        #expect(!run.pagerStarted)
        #expect(run.result.stdout.contains("Couldn't connect to server"))
    }

    @Test("on a terminal the spinner's line is cleared before the error's headline, which starts a line of its own")
    func spinnerClearedBeforeTheError() async throws {
        let run = try await PagedScreen.run(["feed", "--base-url", "http://127.0.0.1:9", "--no-pager"])

        let before = try #require(run.result.stdout.components(separatedBy: "Couldn't connect to server").first)
        let line = before.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }.last ?? ""
        #expect(!line.contains("Loading"), "\(run.result.stdout)")
    }

    @Test(
        "a pager that is not installed: one warning, then the text on the terminal, and no shell's 'not found'",
        arguments: ["PAGER", "FEED_CLI_PAGER"])
    func missingPager(variable: String) async throws {
        let run = try await PagedScreen.run(["feed"], environment: [variable: "nonexistent-pager -R"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.result.stdout.contains("My Feed"))
        #expect(run.result.stdout.contains("the pager 'nonexistent-pager -R' could not start"))
        #expect(!run.result.stdout.contains("not found"))
    }

    @Test("no less installed (slim images): the default pager falls back to the terminal, for feed and comments")
    func noLessInstalled() async throws {
        let withoutLess = ["PATH": "/nonexistent"]
        let feed = try await PagedScreen.run(["feed"], pagerVariable: nil, environment: withoutLess)
        let comments = try await PagedScreen.run(
            ["comments", Self.sampleImageID], pagerVariable: nil, environment: withoutLess)

        #expect(feed.result.exitCode == 0, "\(feed.result.stdout)")
        #expect(feed.result.stdout.contains("My Feed"))
        #expect(feed.result.stdout.contains("the pager 'less -FRX' could not start"))
        #expect(comments.result.exitCode == 0, "\(comments.result.stdout)")
        #expect(comments.result.stdout.contains("Comments"))
    }

    @Test("a pager whose shell cannot run it (shell syntax, so not looked up first): its text is replayed")
    func pagerTheShellCannotRun() async throws {
        let run = try await PagedScreen.run(["feed"], environment: ["PAGER": "LESS=FRX nonexistent-pager"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.result.stdout.contains("My Feed"))
        #expect(run.result.stdout.contains("could not start"))
    }

    @Test("a kitty terminal's pager gets character pictures: no kitty, sixel or iTerm2 escapes reach it")
    func noGraphicsIntoThePager() async throws {
        let kitty = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "FEED_CLI_IMAGES": "auto"]

        let paged = try await PagedScreen.run(["feed"], environment: kitty)
        let unpaged = try await PagedScreen.run(["feed", "--no-pager"], environment: kitty)

        #expect(paged.result.exitCode == 0, "\(paged.result.stdout)")
        #expect(paged.paged.contains("My Feed"))
        for escape in ["\u{1B}_G", "\u{1B}P", "\u{1B}]1337"] {
            #expect(!paged.paged.contains(escape), "\(escape.debugDescription) reached the pager")
        }
        #expect(paged.paged.contains("▀"), "no character pictures in the pager")
        #expect(unpaged.result.stdout.contains("\u{1B}_G"), "the terminal itself gets kitty pictures")
    }
}

/// One in-process run on a terminal whose pager is `cat > FILE`: what reached the pager, and what the terminal showed.
struct PagedScreen {
    let result: CLIResult
    let paged: String
    /// Whether the pager ran: its shell made the record file, even for no text.
    let pagerStarted: Bool

    /// Runs `arguments` on a terminal (stdout and stderr on one screen) with `pagerVariable` set to the recording
    /// pager (none: the default pager), in a cache folder of its own.
    static func run(
        _ arguments: [String], pagerVariable: String? = "PAGER", environment: [String: String] = [:],
        onTerminal: Bool = true
    ) async throws -> PagedScreen {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-pager-\(UUID())")
        defer { try? FileManager.default.removeItem(at: record) }
        var base = ["PATH": "/usr/bin:/bin"]
        if let pagerVariable { base[pagerVariable] = "cat > '\(record.path)'" }
        let result = await cli.run(
            arguments, environment: base.merging(environment) { $1 }, onTerminal: onTerminal)
        return PagedScreen(
            result: result, paged: (try? String(contentsOf: record, encoding: .utf8)) ?? "",
            pagerStarted: FileManager.default.fileExists(atPath: record.path))
    }
}
