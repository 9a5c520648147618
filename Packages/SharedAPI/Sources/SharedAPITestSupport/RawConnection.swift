import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to 127.0.0.1 that sends exactly the bytes given: for requests no HTTP client sends (two Host
/// headers, a body that never ends).
public final class RawConnection: Sendable {
    /// Why the socket could not be opened, connected or written.
    public struct Failure: Error {
        /// What failed.
        public let reason: String
    }

    private let descriptor: Int32

    /// A connection to 127.0.0.1:`port`, whose reads give up after ``HangGuard``'s wait of silence: far longer than
    /// a server that answers takes on a machine with busy cores, so that only a server that keeps the connection open
    /// runs into it.
    public init(port: Int) throws {
        do {
            descriptor = try LoopbackSocket.connect(port: port)
        } catch {
            throw Failure(reason: error.reason)
        }
        var timeout = timeval(tv_sec: Int(HangGuard.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends the UTF-8 bytes of `text`, exactly.
    public func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Foundation.send(descriptor, bytes, bytes.count, 0) == bytes.count else {
            throw Failure(reason: "send failed")
        }
    }

    /// Waits until the server has read every byte sent so far: its end of the connection has nothing left to read,
    /// as Linux's /proc/net/tcp shows it. A request the server has seen, not one still waiting in the kernel, so a
    /// test can act on "a request in flight" on a machine with busy cores too. False after `seconds` (a hang guard,
    /// ``HangGuard``'s by default), and at once where /proc/net/tcp does not exist.
    public func waitUntilServerRead(seconds: Int = Int(HangGuard.seconds)) async -> Bool {
        guard let (ours, theirs) = ports() else { return false }
        let entry = String(format: "0100007F:%04X 0100007F:%04X", theirs, ours)
        for _ in 0..<(seconds * 100) {
            // Read to the end: /proc files have no size, and a busy machine's table is many pages long.
            guard let handle = FileHandle(forReadingAtPath: "/proc/net/tcp") else { return false }
            let table = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
            try? handle.close()
            if let line = table.split(separator: "\n").first(where: { $0.contains(entry) }),
                let queues = line.split(separator: " ").dropFirst(4).first,
                queues.hasSuffix(":00000000")
            {
                return true
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// This end's port and the server's.
    private func ports() -> (ours: Int, theirs: Int)? {
        var local = sockaddr_in()
        var remote = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let gotLocal = withUnsafeMutablePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let gotRemote = withUnsafeMutablePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &length) }
        }
        guard gotLocal == 0, gotRemote == 0 else { return nil }
        return (Int(UInt16(bigEndian: local.sin_port)), Int(UInt16(bigEndian: remote.sin_port)))
    }

    /// Everything the server sends until it closes the connection (or ``HangGuard``'s wait passes without a byte),
    /// read on a thread of its own.
    public func readToEnd() async -> String {
        await read().text
    }

    /// Everything the server sends until it closes the connection; nil when it is still open after ``HangGuard``'s
    /// wait of silence.
    public func readUntilClosed() async -> String? {
        let (text, closed) = await read()
        return closed ? text : nil
    }

    private func read() async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [descriptor] in
                var data = Data()
                var chunk = [UInt8](repeating: 0, count: 16 * 1024)
                var count = 0
                repeat {
                    count = recv(descriptor, &chunk, chunk.count, 0)
                    if count > 0 { data.append(contentsOf: chunk[0..<count]) }
                } while count > 0
                // 0 is the peer's close, and a reset closes it too; -1 with EAGAIN is the guard's silence.
                let closed = count == 0 || errno == ECONNRESET
                continuation.resume(returning: (String(decoding: data, as: UTF8.self), closed))
            }
        }
    }
}
