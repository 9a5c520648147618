import FeedCLITestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cache validate` followed a `feed.sqlite` that was a symbolic link and emptied the feed of the database it
/// pointed to, and a FIFO in place of a cache file hung `feed`, `cache info`, `cache validate` and `cache list` (one
/// bad folder hung the list of all) for ever. A cache file is opened only when it is a regular file.
///
/// The time limit is a hang guard.
@Suite("Cache files that are links or FIFOs, and cache roots that are files", .hangGuard)
struct CacheFileKindTests {
    @Test(
        "a FIFO in place of feed.sqlite: each command ends, says so, and the server's feed is still shown",
        arguments: [
            ["feed", "--json"], ["cache", "info"], ["cache", "info", "--json"], ["cache", "validate"],
        ])
    func fifoInPlaceOfTheFile(command: [String]) async throws {
        let (cli, api) = try await Self.makeCachedSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let file = Self.folder(cli, api).appendingPathComponent("feed.sqlite")
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)

        let result = await cli.run(command + ["--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == (command == ["cache", "validate"] ? 1 : 0), "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("feed.sqlite is not a regular file"), "\(result)")
        if command == ["feed", "--json"] { #expect(try result.json["source"] as? String == "remote") }
    }

    @Test("cache list ends with a FIFO in one folder's feed.sqlite or base-url, and lists the good cache too")
    func listWithFIFOs() async throws {
        let (cli, api) = try await Self.makeCachedSUT()
        defer { cli.cleanUp(); api.server.stop() }
        for (name, file) in [("fifo-file", "feed.sqlite"), ("fifo-url", "base-url")] {
            let folder = cli.cacheDirectory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if file == "base-url" { try Data().write(to: folder.appendingPathComponent("feed.lock")) }
            #expect(mkfifo(folder.appendingPathComponent(file).path, 0o600) == 0)
        }

        let result = await cli.run(["cache", "list"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 images, valid"), "\(result.stdout)")
        #expect(result.stdout.contains("fifo-file") && result.stdout.contains("fifo-url"), "\(result.stdout)")
    }

    @Test("cache validate refuses a feed.sqlite that is a symbolic link: the expired feed where it points stays")
    func validateRefusesALinkedFile() async throws {
        let (cli, api) = try await Self.makeCachedSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let file = Self.folder(cli, api).appendingPathComponent("feed.sqlite")
        let outside = cli.cacheDirectory.appendingPathComponent("outside.sqlite")
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: file.path + suffix) {
            // The WAL may still hold the feed (SQLite's last connection did not checkpoint it): it moves along.
            try FileManager.default.moveItem(atPath: file.path + suffix, toPath: outside.path + suffix)
        }
        try Python.run(
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("UPDATE feed_cache SET timestamp = timestamp - 8 * 86400")
            db.commit()
            """, outside.path)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside)

        let result = await cli.run(["cache", "validate", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 1, "\(result.stdout)")
        #expect(result.stderr.contains("feed.sqlite is a symbolic link"), "\(result.stderr)")
        #expect(try Self.rowCount(outside) == "3\n")
    }

    @Test("cache clear of a cache folder that is a symbolic link removes the link, and nothing where it points")
    func clearRemovesOnlyTheLink() async throws {
        let (cli, api) = try await Self.makeCachedSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let folder = Self.folder(cli, api)
        let elsewhere = cli.cacheDirectory.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: folder, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere)
        let kept = try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted()

        let result = await cli.run(["cache", "clear", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == kept)
    }

    @Test("cache list of a cache root that is a file fails with 66 and says why", arguments: [false, true])
    func listOfAFile(json: Bool) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let root = cli.cacheDirectory.appendingPathComponent("passwd")
        try Data("root:x:0:0::/root:/bin/sh\n".utf8).write(to: root)

        let result = await cli.run(["cache", "list", "--cache-dir", root.path] + (json ? ["--json"] : []))

        #expect(result.exitCode == 66, "\(result.stdout)")
        #expect(result.stderr.contains("cannot list the caches in \(root.path)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a relative XDG_CACHE_HOME is ignored, as the XDG spec says: the cache is under ~/.cache")
    func relativeXDGCacheHome() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(
            ["cache", "info"], environment: ["FEED_CACHE_DIR": "", "XDG_CACHE_HOME": "relative/cache"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(cli.cacheDirectory.path + "/.cache/feed-cli/sample"), "\(result.stdout)")
    }

    /// A CLI whose cache holds the three items of a hostile API's valid feed.
    private static func makeCachedSUT() async throws -> (InProcessCLI, HostileAPI) {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        let seeded = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        return (cli, api)
    }

    private static func folder(_ cli: InProcessCLI, _ api: HostileAPI) -> URL {
        cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
    }

    private static func rowCount(_ database: URL) throws -> String {
        try Python.run(
            "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM feed_image').fetchone()[0])",
            database.path)
    }
}
