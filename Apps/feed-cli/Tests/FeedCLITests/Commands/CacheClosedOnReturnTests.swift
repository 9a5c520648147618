import FeedCLITestSupport
import Foundation
import Testing

/// A command returned while its cache was still open: the store was closed by whichever task let it go last, which
/// could be after the command had returned (a task that resumed its caller still held it). SQLite's last connection
/// then moved the WAL into the file and deleted it under the next command's feet (the test after it saw files vanish
/// from a folder it had just listed), and a process that exited first left the WAL and shared memory behind.
///
/// The time limit is a hang guard.
@Suite("A command returns with its cache closed: the feed is in feed.sqlite, no WAL or shared memory left", .hangGuard)
struct CacheClosedOnReturnTests {
    @Test("feed returns with its save in feed.sqlite and no WAL or shared-memory file beside it")
    func feedClosesItsCache() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.stderr)")
        let folder = cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == Self.closedCache)
    }

    @Test("feed over a saved feed returns with the cache closed too: the second save leaves no WAL")
    func secondFeedClosesItsCache() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        _ = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])

        let result = await cli.run(["feed", "--json", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.stderr)")
        let folder = cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == Self.closedCache)
    }

    /// A closed cache's folder: the file, its lock and the base URL, nothing SQLite keeps while it is open.
    private static let closedCache = ["base-url", "feed.lock", "feed.sqlite"]
}
