import Foundation

/// A fresh SQLite file path under the temporary directory, removed (with its WAL) on `remove()`.
public struct TemporaryCacheFile: Sendable {
    public let url: URL

    public init(name: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-benchmarks-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        url = directory.appendingPathComponent("\(name)-\(UUID().uuidString).sqlite")
    }

    /// Removes the file with its WAL and shared memory, then the process's folder once it is empty.
    public func remove() {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
        _ = rmdir(url.deletingLastPathComponent().path)
    }
}
