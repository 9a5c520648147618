import EssentialFeed
import Foundation
import GRDB

/// The feed and image data cache in one SQLite file (WAL, busy timeout), shareable by several processes.
///
/// The file is opened on first use, so an unreadable file surfaces as `SQLiteFeedStore.Error` from the
/// first call; `deleteCachedFeed()` (hence `validateCache`) and `recreate()` replace such a file.
///
/// `@unchecked Sendable`: `pool` is only read and written under `lock`; `DatabasePool` is itself Sendable.
public final class SQLiteFeedStore: @unchecked Sendable {
    /// The database file.
    public let url: URL
    let maximumImageBytes: Int
    private let lock = NSLock()
    private var pool: DatabasePool?

    /// A store in the SQLite file at `url`, opened on first use, keeping at most `maximumImageBytes` of image data.
    public init(url: URL, maximumImageBytes: Int = SQLiteFeedStore.defaultMaximumImageBytes) {
        self.url = url
        self.maximumImageBytes = maximumImageBytes
    }

    /// Deletes the file (and its WAL) and creates an empty, migrated one: the cure for a corrupt file.
    public func recreate() async throws {
        try recreateFile()
    }

    private func recreateFile() throws {
        try lock.withLock {
            pool = nil
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: url.path + suffix)
            }
            pool = try open()
        }
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await translatingErrors { try await database().read(value) }
    }

    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await translatingErrors { try await database().write(updates) }
    }

    private func database() throws -> DatabasePool {
        try lock.withLock {
            if let pool { return pool }
            let opened = try open()
            pool = opened
            return opened
        }
    }

    private func open() throws -> DatabasePool {
        try translatingErrors {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try Self.retryingWhileLocked {
                let pool = try DatabasePool(path: url.path, configuration: Self.configuration)
                try SQLiteFeedStoreSchema.migrate(pool)
                return pool
            }
        }
    }

    /// Opening a new file switches it to WAL, which SQLite refuses at once (no busy timeout, to avoid a
    /// deadlock) while another connection holds the write lock. Once any process made the switch it lasts,
    /// so a retry soon succeeds; give up after the same budget as the busy timeout.
    private static func retryingWhileLocked<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: .random(in: 0.005...0.05))
            }
        }
    }

    private static let busyTimeout: TimeInterval = 15

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "SQLiteFeedStore"
        return configuration
    }
}
