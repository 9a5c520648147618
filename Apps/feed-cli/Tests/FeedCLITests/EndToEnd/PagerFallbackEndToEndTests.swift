import Foundation
import Testing

@Suite("End to end: a pager that cannot show the text loses none of it, and gets no graphics protocol")
struct PagerFallbackEndToEndTests {
    @Test(
        "a pager that is not installed: one warning, then the text on the terminal, and no shell's 'not found'",
        arguments: ["PAGER", "FEED_CLI_PAGER"])
    func missingPager(variable: String) async throws {
        let run = try await PagedRun.onTerminal("feed", environment: [variable: "nonexistent-pager -R"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.result.stdout.contains("My Feed"))
        #expect(run.result.stdout.contains("the pager 'nonexistent-pager -R' could not start"))
        #expect(!run.result.stdout.contains("not found"))
    }

    @Test("no less installed (slim images): the default pager falls back to the terminal, for feed and comments")
    func noLessInstalled() async throws {
        let feed = try await PagedRun.onTerminal(script: Self.withoutLess("feed"))
        let comments = try await PagedRun.onTerminal(script: Self.withoutLess("comments \(PagedRun.sampleImageID)"))

        #expect(feed.result.exitCode == 0, "\(feed.result.stdout)")
        #expect(feed.result.stdout.contains("My Feed"))
        #expect(feed.result.stdout.contains("the pager 'less -FRX' could not start"))
        #expect(comments.result.exitCode == 0, "\(comments.result.stdout)")
        #expect(comments.result.stdout.contains("Comments"))
    }

    @Test("a pager whose shell cannot run it (shell syntax, so not looked up first): its text is replayed")
    func pagerTheShellCannotRun() async throws {
        let run = try await PagedRun.onTerminal("feed", environment: ["PAGER": "LESS=FRX nonexistent-pager"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(run.result.stdout.contains("My Feed"))
        #expect(run.result.stdout.contains("could not start"))
    }

    @Test("a reader who quits the pager still ends the run with the status of a closed pipe")
    func readerWhoLeftStill141() async throws {
        let run = try await PagedRun.onTerminal(
            script: "\"$FEED_CLI\" feed --all; echo \"status=$?\"",
            environment: ["PAGER": "head -c 1 >/dev/null"])

        #expect(run.result.stdout.contains("status=141"), "\(run.result.stdout)")
        #expect(!run.result.stdout.contains("could not start"))
    }

    @Test("a kitty terminal's pager gets character pictures: no kitty, sixel or iTerm2 escapes reach it")
    func noGraphicsIntoThePager() async throws {
        let kitty = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "FEED_CLI_IMAGES": "auto"]

        let paged = try await PagedRun.onTerminal("feed", environment: kitty)
        let unpaged = try await PagedRun.onTerminal("feed --no-pager", environment: kitty)

        #expect(paged.result.exitCode == 0, "\(paged.result.stdout)")
        #expect(paged.paged.contains("My Feed"))
        for escape in ["\u{1B}_G", "\u{1B}P", "\u{1B}]1337"] {
            #expect(!paged.paged.contains(escape), "\(escape.debugDescription) reached the pager")
        }
        #expect(paged.paged.contains("▀"), "no character pictures in the pager")
        #expect(unpaged.result.stdout.contains("\u{1B}_G"), "the terminal itself gets kitty pictures")
    }

    @Test("SIGTERM while paging: feed-cli waits until the pager has ended, then ends by the signal (143)")
    func sigtermWaitsForThePager() async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-parent-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        // The pager signals feed-cli, reads to the end, then records whether feed-cli was still there (not a zombie).
        let pager = "kill -TERM $PPID; cat >/dev/null; cut -d' ' -f3 /proc/$PPID/stat > '\(parent.path)'"

        let run = try await PagedRun.onTerminal(
            script: "\"$FEED_CLI\" feed --all; echo \"status=$?\"",
            environment: ["PAGER": pager])

        #expect(run.result.stdout.contains("status=143"), "\(run.result.stdout)")
        let state = (try? String(contentsOf: parent, encoding: .utf8)) ?? ""
        #expect(
            ["S", "R", "D"].contains(state.trimmingCharacters(in: .whitespacesAndNewlines)), "feed-cli was \(state)")
    }

    /// `feed-cli ARGUMENTS` on a terminal with the default pager and a PATH where no `less` is.
    private static func withoutLess(_ arguments: String) -> String {
        "env -u PAGER PATH=/nonexistent \"$FEED_CLI\" \(arguments)"
    }
}
