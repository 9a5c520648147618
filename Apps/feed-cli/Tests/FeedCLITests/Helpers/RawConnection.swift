import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to 127.0.0.1 that sends exactly the bytes given: for requests no HTTP client sends (two Host
/// headers, a body that never ends).
final class RawConnection: Sendable {
    struct Failure: Error {
        let reason: String
    }

    private let descriptor: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(reason: "socket failed") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(reason: "connection refused (127.0.0.1:\(port))")
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Foundation.send(descriptor, bytes, bytes.count, 0) == bytes.count else {
            throw Failure(reason: "send failed")
        }
    }

    /// Everything the server sends until it closes the connection (or 10 s pass), read on a thread of its own.
    func readToEnd() async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [descriptor] in
                var data = Data()
                var chunk = [UInt8](repeating: 0, count: 16 * 1024)
                while case let count = recv(descriptor, &chunk, chunk.count, 0), count > 0 {
                    data.append(contentsOf: chunk[0..<count])
                }
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
    }
}
