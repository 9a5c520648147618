import FeedCLITestSupport
import Foundation
import Testing

/// A cache another program held locked kept a command waiting past its `--timeout`: deleting an expired feed on
/// opening waited SQLite's 15 s busy timeout, another program's exclusive lock outside WAL mode blocked even the
/// reads, and a save waited 30 s for the `flock`. Now each cache step gives up at the command's deadline, with one
/// warning, and the remote feed is shown.
///
/// A short `--timeout` is the injected deadline; the time limit is a hang guard only.
@Suite("No cache step keeps a command past its deadline", .hangGuard)
struct CacheLockDeadlineTests {
    @Test("an expired cache whose write lock another program holds: the remote feed, one warning, exit 0")
    func expiredCacheLockedOnOpening() async throws {
        let sut = try await SUT()
        defer { sut.cleanUp() }
        try Python.run(
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("UPDATE feed_cache SET timestamp = timestamp - 8 * 86400")
            db.commit()
            """, sut.database.path)
        try await Self.expectRemoteFeed(
            sut, held: LockHolder.sqlite(sut.database, begin: "IMMEDIATE"), warning: Self.unusable(sut))
    }

    @Test("a cache out of WAL mode that another program holds exclusively: the remote feed, one warning, exit 0")
    func exclusiveLockOutsideWALMode() async throws {
        let sut = try await SUT()
        defer { sut.cleanUp() }
        try await Self.expectRemoteFeed(
            sut, held: LockHolder.sqlite(sut.database, begin: "EXCLUSIVE", rollbackJournal: true),
            warning: Self.unusable(sut))
    }

    @Test("another program holding the cache's flock: the feed is shown and its save gives up with one warning")
    func saveGivesUpOnTheFileLock() async throws {
        let sut = try await SUT()
        defer { sut.cleanUp() }
        try await Self.expectRemoteFeed(
            sut, held: LockHolder.flock(sut.database.deletingLastPathComponent().appendingPathComponent("feed.lock")),
            warning:
                "the feed could not be saved to the cache (another program kept the cache locked for more than 3 s)")
    }

    @Test("image with the SQLite write lock held past the deadline: the picture's bytes, then one warning")
    func pictureSaveGivesUp() async throws {
        let sut = try await SUT()
        defer { sut.cleanUp() }
        let holder = try LockHolder.sqlite(sut.database, begin: "IMMEDIATE")
        try await holder.waitUntilHolding()

        let result = await sut.cli.run(["image", HostileAPI.imageID, "--timeout", "3"] + sut.base)
        await holder.release()

        #expect(result.stdout == String(decoding: HostileAPI.pngBytes, as: UTF8.self))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            Self.warnings(result.stderr) == [
                "the picture could not be saved to the cache (another program kept the cache locked for more than 3 s)"
            ], "\(result.stderr)")
    }

    /// `feed` while `holder` holds its lock: the remote feed, exit 0, and `warning` as the one warning.
    private static func expectRemoteFeed(_ sut: SUT, held holder: LockHolder, warning: String) async throws {
        try await holder.waitUntilHolding()

        let result = try await sut.feed()
        await holder.release()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""source":"remote""#), "\(result.stdout)")
        #expect(warnings(result.stderr) == [warning], "\(result.stderr)")
    }

    private static func unusable(_ sut: SUT) -> String {
        let folder = sut.database.deletingLastPathComponent().path
        return "cannot use the cache at \(folder) (another program kept the cache locked for more than 3 s); "
            + "continuing without it"
    }

    private static func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("feed-cli: warning: ") }
            .map { String($0.dropFirst("feed-cli: warning: ".count)) }
    }

    /// A cache saved by one `feed`, and its API still serving.
    private struct SUT {
        let cli: InProcessCLI
        let api: HostileAPI
        var base: [String] { ["--base-url", api.baseURL.absoluteString] }
        var database: URL {
            cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
                .appendingPathComponent("feed.sqlite")
        }

        init() async throws {
            cli = try InProcessCLI()
            api = try HostileAPI()
            let saved = await cli.run(["feed"] + base)
            try #require(saved.exitCode == 0, "\(saved.stderr)")
        }

        /// `feed --json` with a deadline of 3 s.
        func feed() async throws -> CLIResult {
            await cli.run(["feed", "--json", "--timeout", "3"] + base)
        }

        func cleanUp() {
            cli.cleanUp()
            api.server.stop()
        }
    }
}
