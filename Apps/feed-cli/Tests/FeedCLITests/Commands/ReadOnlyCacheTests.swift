import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A valid cache on a read-only file system used to be ignored, so offline the command failed although the saved
/// feed was right there; on a full one, it warned that it was reading the cache, then failed to. It needs a file
/// system it can make read-only or fill: a tmpfs, mounted as root.
@Suite("A cache that cannot be updated is still read", .enabled(if: TmpfsMount.isPossible))
struct ReadOnlyCacheTests {
    /// How the file system stops taking writes, and the warning that says so (a full one's wording is SQLite's).
    enum Fault: String, CaseIterable, CustomTestStringConvertible {
        case readOnly = "read-only", full

        var testDescription: String { rawValue }

        func apply(to mount: TmpfsMount) throws {
            switch self {
            case .readOnly: try mount.makeReadOnly()
            case .full: try mount.fill()
            }
        }

        var warning: String? {
            self == .readOnly ? "cannot be updated (the file system is read-only); reading what it holds" : nil
        }
    }

    @Test(
        "offline on a read-only or a full file system: the saved feed, and a warning that the cache cannot be updated",
        arguments: Fault.allCases)
    func fileSystemThatTakesNoWrite(_ fault: Fault) async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        let mount = try TmpfsMount()
        defer { cli.cleanUp(); api.server.stop(); mount.remove() }
        let command = ["feed", "--json", "--cache-dir", mount.path, "--base-url", api.baseURL.absoluteString]
        let seeded = await cli.run(command)
        try fault.apply(to: mount)
        api.server.stop()

        let offline = await cli.run(command)

        #expect(offline.exitCode == 0, "\(offline.stderr)")
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == seeded.itemIDs)
        if let warning = fault.warning { #expect(offline.stderr.contains(warning)) }
    }
}
