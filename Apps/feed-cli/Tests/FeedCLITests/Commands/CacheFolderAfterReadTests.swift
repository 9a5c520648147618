import Foundation
import Testing

/// `cache info` (and `cache list`, `cache validate`, an offline `feed`, the completions) left an empty write-ahead
/// log and a 32 KB shared-memory file beside a cache whose last writer had removed them. A command that only reads
/// leaves the folder as it found it.
@Suite("Commands that only read a cache leave its folder as they found it")
struct CacheFolderAfterReadTests {
    @Test("cache info, list and validate, an offline feed and show, the completions: the same files, the same bytes")
    func readingCommandsLeaveTheFolderAsItWas() async throws {
        let (seeding, cli, api) = (try InProcessCLI(), try InProcessCLI(), try HostileAPI())
        defer { seeding.cleanUp(); cli.cleanUp(); api.server.stop() }
        let url = api.baseURL.absoluteString
        let seeded = await seeding.run(["feed", "--base-url", url])
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        api.server.stop()
        let key = FeedCLITestKeys.key(for: api.baseURL)
        let folder = cli.cacheDirectory.appendingPathComponent(key)
        try Self.copyAsItsLastWriterLeavesIt(seeding.cacheDirectory.appendingPathComponent(key), to: folder)
        let before = try Self.files(in: folder)
        try #require(before.keys.sorted() == ["base-url", "feed.lock", "feed.sqlite"])

        for command in Self.commands(url) {
            let result = await cli.run(command)

            #expect(!result.stdout.isEmpty, "\(command): \(result.stderr)")
            #expect(try Self.files(in: folder) == before, "\(command)")
        }
    }

    @Test("the same commands without a cache, the server gone: no cache folder, nor any file, is made")
    func readingCommandsMakeNoCache() async throws {
        let (cli, api) = (try InProcessCLI(), try HostileAPI())
        defer { cli.cleanUp(); api.server.stop() }
        api.server.stop()
        let url = api.baseURL.absoluteString

        for command in Self.commands(url) {
            _ = await cli.run(command)

            #expect(!FileManager.default.fileExists(atPath: cli.cacheDirectory.path), "\(command)")
        }
    }

    /// The commands that only read the cache of `url`.
    private static func commands(_ url: String) -> [[String]] {
        [
            ["cache", "info", "--base-url", url], ["cache", "list"], ["cache", "validate", "--base-url", url],
            ["feed", "--base-url", url], ["show", HostileAPI.imageID, "--base-url", url],
            ["---completion", "show", "--", "positional@0", "4", "0", "feed-cli", "show", "--base-url", url, ""],
        ]
    }

    /// Copies a cache folder as the last program to close its file leaves it: every frame of the write-ahead log in
    /// the file, no log nor shared memory beside it (the seeding run's own connections may still be open, so the
    /// copy's file is closed by a connection of its own, the last one).
    private static func copyAsItsLastWriterLeavesIt(_ source: URL, to folder: URL) throws {
        try FileManager.default.copyItem(at: source, to: folder)
        try Python.run(
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            db.close()
            """, folder.appendingPathComponent("feed.sqlite").path)
    }

    /// A file's bytes and when it was last changed.
    struct File: Equatable {
        let bytes: Data
        let modified: Date?
    }

    /// Each file of `folder`, by name.
    private static func files(in folder: URL) throws -> [String: File] {
        var files: [String: File] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            files[name] = File(bytes: try Data(contentsOf: URL(fileURLWithPath: path)), modified: modified)
        }
        return files
    }
}
