#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock file while its lock is held: its content names the owner, whoever wrote under the lock last.
public struct LockedFile {
    let descriptor: Int32
    private static let maximumOwnerBytes = 64

    /// The owner last written, or "" when none.
    public func owner() throws -> String {
        var buffer = [UInt8](repeating: 0, count: Self.maximumOwnerBytes)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count >= 0 else { throw FileLock.posixError() }
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }

    /// Replaces the owner with the first 64 bytes of `owner`'s UTF-8.
    public func setOwner(_ owner: String) throws {
        let bytes = Array(owner.utf8.prefix(Self.maximumOwnerBytes))
        guard ftruncate(descriptor, 0) == 0, pwrite(descriptor, bytes, bytes.count, 0) == bytes.count else {
            throw FileLock.posixError()
        }
    }
}
