import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair: the program side is a real terminal, the test plays the terminal emulator on the other.
final class PseudoTerminal {
    let emulator: Int32
    let program: Int32

    private typealias OpenPTY =
        @convention(c) (
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?, UnsafeRawPointer?,
            UnsafeRawPointer?
        ) -> Int32

    /// `openpty` is looked up at run time: the C library has it, but its header is not in the Swift module.
    init() throws {
        let libraries = [dlopen(nil, RTLD_NOW), dlopen("libutil.so.1", RTLD_NOW)].compactMap { $0 }
        guard let symbol = libraries.lazy.compactMap({ dlsym($0, "openpty") }).first else { throw POSIXError(.ENOSYS) }
        let openPTY = unsafeBitCast(symbol, to: OpenPTY.self)
        var (emulator, program): (Int32, Int32) = (-1, -1)
        guard openPTY(&emulator, &program, nil, nil, nil) == 0 else { throw POSIXError(.ENOTTY) }
        (self.emulator, self.program) = (emulator, program)
    }

    deinit {
        close(program)
        close(emulator)
    }

    /// On another thread: waits for `expected` bytes from the program, then writes `reply` (nothing when nil).
    func answer(after expected: Int, with reply: String?) {
        let emulator = self.emulator
        Thread.detachNewThread {
            var received = 0
            var buffer = [UInt8](repeating: 0, count: 256)
            while received < expected {
                let count = read(emulator, &buffer, buffer.count)
                guard count > 0 else { return }
                received += count
            }
            if let reply {
                _ = reply.utf8CString.withUnsafeBufferPointer { write(emulator, $0.baseAddress, $0.count - 1) }
            }
        }
    }

    /// Up to `count` bytes the program wrote, waiting for the first.
    func take(count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(count, 4096))
        let got = read(emulator, &buffer, buffer.count)
        return got > 0 ? Array(buffer[0..<got]) : []
    }

    /// Once the terminal driver took the `count` bytes written to the program: what it echoed of them, or nothing
    /// when they wait unechoed for the program to read. Polls until one or the other shows (a guard of 60 s).
    func echoOrPending(count: Int) -> [UInt8] {
        for _ in 0..<6000 {
            var poller = pollfd(fd: emulator, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 10) > 0 { return take(count: count) }
            var pending: Int32 = 0
            if ioctl(program, UInt(FIONREAD), &pending) == 0, pending >= count { return [] }
        }
        return []
    }
}
