import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A FIFO in place of a cache file hung `feed`, `cache info`, `cache validate` and `cache list` (one bad
/// folder hung the list of all) for ever. A cache file is opened only when it is a regular file.
///
/// The time limit is a hang guard: a hung binary is killed when the test is cancelled.
@Suite("End to end: cache files that are FIFOs", .timeLimit(.minutes(2)))
struct CacheFileKindEndToEndTests {
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

        let result = try await cli.run(command + ["--base-url", api.baseURL.absoluteString])

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

        let result = try await cli.run(["cache", "list"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 images, valid"), "\(result.stdout)")
        #expect(result.stdout.contains("fifo-file") && result.stdout.contains("fifo-url"), "\(result.stdout)")
    }

    /// A built CLI whose cache holds the three items of a hostile API's valid feed.
    private static func makeCachedSUT() async throws -> (BuiltCLI, HostileAPI) {
        let cli = try BuiltCLI()
        let api = try HostileAPI()
        let seeded = try await cli.run(["feed", "--base-url", api.baseURL.absoluteString])
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        return (cli, api)
    }

    private static func folder(_ cli: BuiltCLI, _ api: HostileAPI) -> URL {
        cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
    }
}
