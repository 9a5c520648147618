import EssentialFeedCacheFolder
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `FeedCacheLock` as the app makes one: an `flock` on a file, whose content names the owner. Each call opens the
/// file anew, so two writers in one process exclude each other as two processes would.
struct FlockTestLock: FeedCacheLock {
    let url: URL

    static let locking: FeedCache.Locking = { FlockTestLock(url: $0) }

    func whileLocked<T: Sendable>(_ body: (any FeedCacheLockOwner) async throws -> T) async throws -> T {
        let descriptor = try openFile()
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 { try await Task.sleep(for: .milliseconds(2)) }
        return try await body(Owner(descriptor: descriptor))
    }

    func checkUsable() throws {
        close(try openFile())
    }

    private func openFile() throws -> Int32 {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return descriptor
    }

    private struct Owner: FeedCacheLockOwner {
        let descriptor: Int32

        func owner() throws -> String {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = pread(descriptor, &buffer, buffer.count, 0)
            return String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        }

        func setOwner(_ owner: String) throws {
            let bytes = Array(owner.utf8)
            _ = ftruncate(descriptor, 0)
            _ = pwrite(descriptor, bytes, bytes.count, 0)
        }
    }
}
