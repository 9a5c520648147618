import FeedCLI
import FeedCLITestSupport
import Foundation
import SampleFeedAPI
import SharedAPITestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@Suite("comments --follow in-process against the real sample API")
struct FollowTests {
    @Test("prints the current comments, then each new one once, and ends with exit 0 when cancelled")
    func followsNewComments() async throws {
        let server = try await SampleAPI.start()
        // A poll waits as long as a hang guard: with the client's 10 s, a poll on a busy machine warned on stderr.
        let sut = FollowingCLI([
            "comments", SampleAPI.manyComments, "--follow", "--interval", "1", "--json", "--base-url",
            server.baseURL.absoluteString, "--timeout", HangGuard.timeoutOption,
        ])

        try await eventually("the 5 current comments") { sut.lines.count == 5 }
        try await SampleAPI.post("first new", on: SampleAPI.manyComments, to: server.baseURL)
        try await eventually("the first new comment") { sut.lines.count == 6 }
        try await SampleAPI.post("second new", on: SampleAPI.manyComments, to: server.baseURL)
        try await eventually("the second new comment") { sut.lines.count == 7 }
        let code = await sut.stop()
        await server.stop()

        #expect(code == 0)
        let objects = try sut.lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let ids = objects.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count)
        #expect(objects.suffix(2).compactMap { $0["message"] as? String } == ["first new", "second new"])
        #expect(sut.stderr == "")
    }

    @Test("text mode prints the title once, then new comments as blocks")
    func textMode() async throws {
        let server = try await SampleAPI.start()
        let sut = FollowingCLI([
            "comments", SampleAPI.manyComments, "--follow", "--interval", "1", "--base-url",
            server.baseURL.absoluteString, "--timeout", HangGuard.timeoutOption,
        ])

        try await eventually("the current comments") { sut.stdout.contains("yuki") }
        try await SampleAPI.post("Live!", on: SampleAPI.manyComments, to: server.baseURL)
        try await eventually("the new comment") { sut.stdout.contains("  Live!\n") }
        let code = await sut.stop()
        await server.stop()

        #expect(code == 0)
        #expect(sut.stdout.components(separatedBy: "Comments\n").count == 2)
        #expect(sut.stdout.components(separatedBy: "Live!").count == 2)
        #expect(sut.stdout.hasSuffix("\n  Live!\n"))
    }

    /// The polls run on a clock the test steps: the server stops while no poll is in flight, and each poll's outcome
    /// is there once the run sleeps again. The cause is not checked: a poll sent on a pooled connection the stopped
    /// server has not closed yet (with both cores busy) waits for the timeout rather than being refused.
    @Test("a failed poll is one warning on stderr and following goes on", .hangGuard)
    func failedPollWarns() async throws {
        let server = try await SampleAPI.start()
        let clock = StepClock()
        let sut = FollowingCLI(
            [
                "comments", SampleAPI.manyComments, "--follow", "--interval", "1", "--json", "--base-url",
                server.baseURL.absoluteString,
            ], pollingClock: clock)

        await clock.untilAsleep()
        #expect(sut.lines.count == 5)
        await server.stop()
        await clock.step()
        await clock.untilAsleep()
        let warnings = sut.stderr
        await clock.step()
        await clock.untilAsleep()
        let code = await sut.stop()

        #expect(code == 0)
        #expect(warnings.split(separator: "\n").count == 1, "\(warnings)")
        #expect(warnings.hasPrefix("feed-cli: warning: "), "\(warnings)")
        #expect(sut.stderr.split(separator: "\n").count == 2, "one warning per failed poll, and polling went on")
        #expect(sut.lines.count == 5)
    }

    @Test("when the first load fails it exits 1 like comments")
    func firstLoadFails() async throws {
        let sut = FollowingCLI(["comments", SampleAPI.manyComments, "--follow", "--base-url", "http://127.0.0.1:9"])

        let code = await sut.finished()

        #expect(code == 69)
        #expect(sut.stderr.hasPrefix("Couldn't connect to server\n"))
    }

    @Test(
        "an --interval under 1 second, or --group-by with --follow, is a usage error",
        arguments: [["--interval", "0.5"], ["--interval", "0"], ["--interval", "-3"], ["--group-by", "author"]])
    func invalidOptions(option: [String]) async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(
            ["comments", SampleAPI.manyComments, "--follow", "--base-url", "http://127.0.0.1:9"] + option)

        #expect(result.exitCode == 64)
    }
}

/// Runs one feed-cli command in a task whose output can be read while it runs.
final class FollowingCLI: Sendable {
    private let output = BufferedOutput()
    private let errors = BufferedOutput()
    private let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "feed-cli-follow-\(UUID())")
    private let task: Task<Int32, Never>

    init(_ arguments: [String], pollingClock: (any Clock<Duration>)? = nil) {
        var runtime = FeedCLIRuntime(
            environment: ["FEED_CACHE_DIR": cacheDirectory.path, "LANG": "en_US.UTF-8"],
            standardOutput: output, standardError: errors, writeStandardOutputBytes: { _ in },
            standardInputIsTerminal: false, currentDate: { Date() },
            terminalSize: { TerminalSize(columns: 80, rows: 24) })
        if let pollingClock { runtime.pollingClock = pollingClock }
        task = Task { await FeedCLIMain.run(arguments: arguments, runtime: runtime) }
    }

    deinit { try? FileManager.default.removeItem(at: cacheDirectory) }

    var stdout: String { output.text }
    var stderr: String { errors.text }
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Cancels the run, as Ctrl-C does for the process, and returns its exit code.
    func stop() async -> Int32 {
        task.cancel()
        return await task.value
    }

    func finished() async -> Int32 {
        await task.value
    }
}
