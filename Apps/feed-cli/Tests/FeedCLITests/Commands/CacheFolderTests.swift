import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The cache folder used to be world-readable (0755 and 0644), `feed.lock` followed a symbolic link and then
/// truncated and wrote through it, and `--cache-dir ""` silently meant the current folder.
@Suite("A private cache folder that follows no symbolic link")
struct CacheFolderTests {
    @Test("folders are 0700 and files 0600")
    func privateModes() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0, "\(result.stderr)")
        let folder = try Self.cacheFolder(cli)
        #expect(Self.mode(cli.cacheDirectory.path) == 0o700)
        #expect(Self.mode(folder.path) == 0o700)
        for file in ["feed.sqlite", "feed.lock"] {
            #expect(Self.mode(folder.appendingPathComponent(file).path) == 0o600, "\(file)")
        }
    }

    @Test("a feed.lock that is a symbolic link is refused: the file it points to stays as it was")
    func lockThroughASymbolicLink() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let base = ["--base-url", api.baseURL.absoluteString]
        _ = await cli.run(["feed"] + base)
        let folder = try Self.cacheFolder(cli)
        let victim = cli.cacheDirectory.appendingPathComponent("victim.txt").path
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let lock = folder.appendingPathComponent("feed.lock").path
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: victim)

        let result = await cli.run(["feed"] + base)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
        #expect(result.stderr.contains("feed.lock is a symbolic link"), "\(result.stderr)")
    }

    @Test("a cache folder that is a symbolic link is refused, and nothing is written where it points")
    func folderThroughASymbolicLink() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let base = ["--base-url", api.baseURL.absoluteString]
        _ = await cli.run(["feed"] + base)
        let folder = try Self.cacheFolder(cli)
        let elsewhere = cli.cacheDirectory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere)

        let result = await cli.run(["feed"] + base)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test("an address that never answered leaves no cache folder behind, whichever command asked it")
    func noFolderForAnAddressThatNeverAnswered() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let base = ["--base-url", "http://127.0.0.1:9"]
        let id = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

        for command in [["feed"], ["feed", "--all"], ["show", id], ["comments", id], ["image", id]] {
            let result = await cli.run(command + base)

            #expect(result.exitCode == 69, "\(command): \(result.stderr)")
        }
        let made = (try? FileManager.default.contentsOfDirectory(atPath: cli.cacheDirectory.path)) ?? []
        #expect(made.isEmpty, "\(made)")
    }

    @Test("--cache-dir \"\" is a usage error, never the current folder")
    func emptyCacheDirectory() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed", "--cache-dir", "", "--base-url", "http://127.0.0.1:9"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--cache-dir cannot be empty."))
    }

    private static func makeSUT() throws -> (InProcessCLI, HostileAPI) {
        (try InProcessCLI(), try HostileAPI())
    }

    /// The one cache folder under the cache root.
    private static func cacheFolder(_ cli: InProcessCLI) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.cacheDirectory.path)
        let name = try #require(names.first { !$0.hasSuffix(".txt") && $0 != "elsewhere" })
        return cli.cacheDirectory.appendingPathComponent(name)
    }

    private static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }
}
