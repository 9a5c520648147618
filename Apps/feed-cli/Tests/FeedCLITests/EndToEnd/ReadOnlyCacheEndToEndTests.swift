import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A valid cache on a read-only file system used to be ignored, so offline the command failed although the saved
/// feed was right there. It needs a file system it can make read-only: a tmpfs, mounted as root.
@Suite("End to end: a cache that cannot be updated is still read", .enabled(if: ReadOnlyMount.isPossible))
struct ReadOnlyCacheEndToEndTests {
    @Test("offline on a read-only file system: the saved feed, and a warning that the cache cannot be updated")
    func readOnlyFileSystem() async throws {
        let cli = try BuiltCLI()
        let api = try HostileAPI()
        let mount = try ReadOnlyMount()
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
}

/// A small tmpfs under /tmp, which the test turns read-only.
struct ReadOnlyMount {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-ro-\(UUID().uuidString)").path

    /// Root can mount here (CI and the developers' machines run as root).
    static let isPossible: Bool = {
        guard getuid() == 0, let probe = try? ReadOnlyMount() else { return false }
        probe.remove()
        return true
    }()

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.mount(["-t", "tmpfs", "-o", "size=8m", "tmpfs", path])
    }

    func makeReadOnly() throws {
        try Self.mount(["-o", "remount,ro", path])
    }

    func remove() {
        _ = try? Self.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func mount(_ arguments: [String]) throws {
        guard try run("/bin/mount", arguments) == 0 else { throw POSIXError(.EPERM) }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
