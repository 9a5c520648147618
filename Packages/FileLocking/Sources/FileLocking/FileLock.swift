import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock (`flock`) on a small file, shared by every process that locks the same path, whose content
/// records who wrote under it last. The kernel releases it when the holder exits, even on SIGKILL.
public struct FileLock: Sendable {
    /// Another holder kept the lock past `maximumWait`. Facts, not words: a program says it in its reader's
    /// language from `path`.
    public struct TimedOut: Error, CustomStringConvertible {
        /// The path of the lock file.
        public let path: String

        /// The lock file at `path` was held too long.
        public init(path: String) {
            self.path = path
        }

        /// For logs, not for people: the cause in one plain English line.
        public var description: String { "another process held the lock file \(path) too long" }
    }

    /// The lock file cannot be opened for writing, nor created. Facts, not words: a program says it in its reader's
    /// language from `path` and `code`.
    public struct Unopenable: Error, CustomStringConvertible {
        /// The path of the lock file.
        public let path: String
        /// The `errno` of the failed `open`.
        public let code: Int32
        /// Why, as the system's C library says it (`strerror`, in English): for logs, not for people.
        public var reason: String { String(cString: strerror(code)) }

        /// The lock file at `path` could not be opened, with `errno` `code`.
        public init(path: String, code: Int32) {
            self.path = path
            self.code = code
        }

        /// For logs, not for people: the cause in one plain English line.
        public var description: String { "the lock file \(path) cannot be opened: \(reason)" }
    }

    /// The lock file; it is created when missing.
    public let url: URL
    /// How long to wait for another holder before giving up with ``TimedOut``.
    public var maximumWait: Duration

    /// A lock on the file at `url`, waiting at most `maximumWait` for it.
    public init(url: URL, maximumWait: Duration = .seconds(30)) {
        self.url = url
        self.maximumWait = maximumWait
    }

    /// Runs `body` while holding the lock; waiting polls, so no thread of the cooperative pool blocks.
    public func whileLocked<T: Sendable>(_ body: (LockedFile) async throws -> T) async throws -> T {
        let descriptor = try openFile()
        defer { close(descriptor) }
        try await acquire(descriptor)
        return try await body(LockedFile(descriptor: descriptor))
    }

    /// Throws unless the lock file can be opened for writing (it is created when missing).
    public func checkUsable() throws {
        close(try openFile())
    }

    private func openFile() throws -> Int32 {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw Unopenable(path: url.path, code: errno)
        }
        return descriptor
    }

    private func acquire(_ descriptor: Int32) async throws {
        let deadline = ContinuousClock.now + maximumWait
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw Self.posixError() }
            guard ContinuousClock.now < deadline else { throw TimedOut(path: url.path) }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
