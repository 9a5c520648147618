import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to a file descriptor, retrying short writes and interruptions until every byte is written.
///
/// A write that fails for good (the reader left: `EPIPE`; a full disk: `ENOSPC`; a closed descriptor: `EBADF`) stops
/// there and calls `onFailure` with its `errno`, so a program can end instead of computing output nobody reads.
public struct FileDescriptorOutput: TextOutput {
    public let descriptor: Int32
    private let onFailure: (@Sendable (Int32) -> Void)?

    public init(descriptor: Int32, onFailure: (@Sendable (_ errno: Int32) -> Void)? = nil) {
        self.descriptor = descriptor
        self.onFailure = onFailure
    }

    public static let standardOutput = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    public static let standardError = FileDescriptorOutput(descriptor: STDERR_FILENO)

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes `data` as it is, e.g. image bytes.
    public func write(_ data: Data) {
        data.withUnsafeBytes { write($0.bindMemory(to: UInt8.self)) }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                onFailure?(written < 0 ? errno : EIO)
                return
            }
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
    #else
        Darwin.write(descriptor, pointer, count)
    #endif
}

extension FileDescriptorOutput {
    /// Calls `onGone`, from a thread of its own, once nobody reads this pipe or socket any more: a program that
    /// writes seldom (`tail -f`, a poll) notices a reader that left without waiting for its next write. Does nothing
    /// for a terminal or a file, whose reader cannot leave so.
    public func watchReader(onGone: @escaping @Sendable () -> Void) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, [S_IFIFO, S_IFSOCK].contains(info.st_mode & S_IFMT) else { return }
        let descriptor = descriptor
        let thread = Thread {
            // No events asked: poll returns on POLLERR (a pipe's reader closed) or POLLHUP (a socket's) alone.
            var watched = pollfd(fd: descriptor, events: 0, revents: 0)
            while poll(&watched, 1, -1) < 0 && errno == EINTR {}
            if watched.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { onGone() }
        }
        thread.start()
    }
}
