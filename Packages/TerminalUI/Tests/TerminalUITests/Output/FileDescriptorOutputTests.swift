import Foundation
import Synchronization
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

@Suite("FileDescriptorOutput: every byte written, and a failed write said once")
struct FileDescriptorOutputTests {
    @Test("text and bytes reach the descriptor in order")
    func writesTextAndBytes() throws {
        let (read, write) = try Self.pipe()
        defer { close(read) }
        let output = FileDescriptorOutput(descriptor: write)

        output.write("héllo ")
        output.write(Data([0x00, 0xFF]))
        close(write)

        #expect(FileHandle(fileDescriptor: read).readDataToEndOfFile() == Data("héllo ".utf8) + Data([0x00, 0xFF]))
    }

    @Test("a full device is ENOSPC, reported to onFailure")
    func fullDevice() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let failures = Mutex<[Int32]>([])

        FileDescriptorOutput(descriptor: descriptor) { code in failures.withLock { $0.append(code) } }.write("x")

        #expect(failures.withLock { $0 } == [ENOSPC])
    }

    @Test("a pipe whose reader left is EPIPE, and a closed descriptor EBADF")
    func readerGoneAndClosedDescriptor() throws {
        signal(SIGPIPE, SIG_IGN)
        let (read, write) = try Self.pipe()
        close(read)
        defer { close(write) }
        let failures = Mutex<[Int32]>([])
        let record: @Sendable (Int32) -> Void = { code in failures.withLock { $0.append(code) } }

        FileDescriptorOutput(descriptor: write, onFailure: record).write(Data(count: 100_000))
        FileDescriptorOutput(descriptor: -1, onFailure: record).write("x")

        #expect(failures.withLock { $0 } == [EPIPE, EBADF])
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        return (ends[0], ends[1])
    }
}
