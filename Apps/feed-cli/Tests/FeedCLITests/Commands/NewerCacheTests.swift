import Foundation
import Testing

/// A cache written by a newer feed-cli (a column renamed, a migration this one does not know) used to be emptied on
/// the first run, which claimed it "was recreated empty", and every later save failed without a word.
@Suite("A cache from a newer version is left as it is, and said so")
struct NewerCacheTests {
    @Test("feed still shows the remote feed, warns once, and leaves every row of the newer cache")
    func newerCacheIsLeftAlone() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        let base = ["--base-url", api.baseURL.absoluteString]
        _ = await cli.run(["feed"] + base)
        let file = try Self.cacheFile(cli)
        try Python.run(
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("ALTER TABLE feed_image RENAME COLUMN location TO place")
            db.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v3: location is place')")
            db.commit()
            """, file.path)

        let result = await cli.run(["feed", "--json"] + base)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try result.json["source"] as? String == "remote")
        #expect(result.stderr.contains("was written by a newer feed-cli; it is left as it is"), "\(result.stderr)")
        #expect(!result.stderr.contains("recreated"))
        let rows = try Python.run(
            "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM feed_image').fetchone()[0])",
            file.path)
        #expect(rows == "3\n")
    }

    private static func cacheFile(_ cli: InProcessCLI) throws -> URL {
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: cli.cacheDirectory.path).first)
        return cli.cacheDirectory.appendingPathComponent(folder).appendingPathComponent("feed.sqlite")
    }
}
