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

    /// A connection to 127.0.0.1:`port`, whose reads give up after 60 s of silence: far longer than a server that
    /// answers takes on a machine with busy cores, so that only a server that keeps the connection open runs into it.
    public init(port: Int) throws {
        do {
            descriptor = try LoopbackSocket.connect(port: port)
        } catch {
            throw Failure(reason: error.reason)
        }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
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

    /// Everything the server sends until it closes the connection (or 60 s pass without a byte), read on a thread of
    /// its own.
    public func readToEnd() async -> String {
        await read().text
    }

    /// Everything the server sends until it closes the connection; nil when it is still open after 10 s of silence.
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
                // 0 is the peer's close, and a reset closes it too; -1 with EAGAIN is the 10 s of silence.
                let closed = count == 0 || errno == ECONNRESET
                continuation.resume(returning: (String(decoding: data, as: UTF8.self), closed))
            }
        }
    }
}
