import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs under /tmp, which a test turns read-only or fills.
struct TmpfsMount {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-ro-\(UUID().uuidString)").path

    /// Root can mount here (CI and the developers' machines run as root).
    static let isPossible: Bool = {
        guard getuid() == 0, let probe = try? TmpfsMount() else { return false }
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

    /// Fills the file system with one file, until no byte more fits.
    func fill() throws {
        let descriptor = open(path + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0, count: 64 * 1024)
        for size in [chunk.count, 512, 1] {
            while write(descriptor, chunk, size) == size {}
        }
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
