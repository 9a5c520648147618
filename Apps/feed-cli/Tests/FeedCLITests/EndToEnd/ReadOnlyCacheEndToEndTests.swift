import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A valid cache on a read-only file system used to be ignored, so offline the command failed although the saved
/// feed was right there; on a full one, it warned that it was reading the cache, then failed to. It needs a file
/// system it can make read-only or fill: a tmpfs, mounted as root.
@Suite("End to end: a cache that cannot be updated is still read", .enabled(if: TmpfsMount.isPossible))
struct ReadOnlyCacheEndToEndTests {
    @Test("offline on a read-only file system: the saved feed, and a warning that the cache cannot be updated")
    func readOnlyFileSystem() async throws {
        let cli = try BuiltCLI()
        let api = try HostileAPI()
        let mount = try TmpfsMount()
        defer { cli.cleanUp(); api.server.stop(); mount.remove() }
        let command = ["feed", "--json", "--cache-dir", mount.path, "--base-url", api.baseURL.absoluteString]
        let seeded = try await cli.run(command)
        try mount.makeReadOnly()
        api.server.stop()

        let offline = try await cli.run(command)

        #expect(offline.exitCode == 0, "\(offline.stderr)")
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == seeded.itemIDs)
        #expect(offline.stderr.contains("cannot be updated (the file system is read-only); reading what it holds"))
    }

    @Test("offline on a full file system: the saved feed, and a warning that the cache cannot be updated")
    func fullFileSystem() async throws {
        let cli = try BuiltCLI()
        let api = try HostileAPI()
        let mount = try TmpfsMount()
        defer { cli.cleanUp(); api.server.stop(); mount.remove() }
        let command = ["feed", "--json", "--cache-dir", mount.path, "--base-url", api.baseURL.absoluteString]
        let seeded = try await cli.run(command)
        try mount.fill()
        api.server.stop()

        let offline = try await cli.run(command)

        #expect(offline.exitCode == 0, "\(offline.stderr)")
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == seeded.itemIDs)
    }
}
