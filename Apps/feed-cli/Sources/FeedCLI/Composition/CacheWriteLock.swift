import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock (`flock`) on a small file beside a cache, shared by every feed-cli process, that also
/// records which run wrote the cache last. The kernel releases it when the holder exits, even on SIGKILL.
struct CacheWriteLock: Sendable {
    struct TimedOut: Error, CustomStringConvertible {
        var description: String { "another feed-cli process held the cache lock too long" }
    }

    struct Unopenable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "the lock file \(path) cannot be opened: \(reason)" }
    }

    let url: URL
    /// How long to wait for another process's write; each holds the lock for one SQLite transaction.
    var maximumWait: Duration = .seconds(30)

    /// Runs `body` while holding the lock; waiting polls, so no thread of the cooperative pool blocks.
    func whileLocked<T: Sendable>(_ body: (LockedFile) async throws -> T) async throws -> T {
        let descriptor = try openFile()
        defer { close(descriptor) }
        try await acquire(descriptor)
        return try await body(LockedFile(descriptor: descriptor))
    }

    /// Throws unless the lock file can be opened for writing (it is created when missing).
    func checkUsable() throws {
        close(try openFile())
    }

    private func openFile() throws -> Int32 {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw Unopenable(path: url.path, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    private func acquire(_ descriptor: Int32) async throws {
        let deadline = ContinuousClock.now + maximumWait
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw Self.posixError() }
            guard ContinuousClock.now < deadline else { throw TimedOut() }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    fileprivate static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}

/// The lock file while its lock is held: its content names the run that owns the cache.
struct LockedFile {
    fileprivate let descriptor: Int32
    private static let maximumOwnerBytes = 64

    /// The owner last written, or "" when none.
    func owner() throws -> String {
        var buffer = [UInt8](repeating: 0, count: Self.maximumOwnerBytes)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count >= 0 else { throw CacheWriteLock.posixError() }
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }

    func setOwner(_ owner: String) throws {
        let bytes = Array(owner.utf8.prefix(Self.maximumOwnerBytes))
        guard ftruncate(descriptor, 0) == 0, pwrite(descriptor, bytes, bytes.count, 0) == bytes.count else {
            throw CacheWriteLock.posixError()
        }
    }
}
