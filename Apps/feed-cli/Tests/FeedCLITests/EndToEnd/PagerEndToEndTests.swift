import Foundation
import Testing

/// What needs the real process and a real terminal: a pager the reader quits, and a signal while paging. Which pager
/// runs, what it gets and its fallbacks are `PagerTests`, in process.
@Suite("End to end: a pager that quits or is signalled ends the run as a closed pipe or the signal would")
struct PagerEndToEndTests {
    @Test("quitting the pager early ends feed --all at its next write with the status of a closed pipe (141)")
    func readerWhoLeftStill141() async throws {
        let run = try Self.onTerminal(
            "\"$FEED_CLI\" feed --all; echo \"status=$?\"", pager: "head -c 1 >/dev/null")

        #expect(run.exitCode != 124, "timed out: \(run.stdout)")
        #expect(run.stdout.contains("status=141"), "\(run.stdout)")
        #expect(!run.stdout.contains("could not start"))
    }

    @Test("SIGTERM while paging: feed-cli waits until the pager has ended, then ends by the signal (143)")
    func sigtermWaitsForThePager() async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-parent-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        // The pager signals feed-cli, reads to the end, then records whether feed-cli was still there (not a zombie).
        let pager = "kill -TERM $PPID; cat >/dev/null; cut -d' ' -f3 /proc/$PPID/stat > '\(parent.path)'"

        let run = try Self.onTerminal("\"$FEED_CLI\" feed --all; echo \"status=$?\"", pager: pager)

        #expect(run.stdout.contains("status=143"), "\(run.stdout)")
        let state = (try? String(contentsOf: parent, encoding: .utf8)) ?? ""
        #expect(
            ["S", "R", "D"].contains(state.trimmingCharacters(in: .whitespacesAndNewlines)), "feed-cli was \(state)")
    }

    /// `script` run by bash on a pseudo-terminal, where `$FEED_CLI` is the binary and `pager` the `PAGER`.
    private static func onTerminal(_ script: String, pager: String) throws -> CLIResult {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        return try cli.onTerminal(script, environment: ["PAGER": pager])
    }
}
