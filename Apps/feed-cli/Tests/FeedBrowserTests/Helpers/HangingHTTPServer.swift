import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP server on 127.0.0.1, port 0, that reads each request's head and never answers, and counts
/// the connections the client closed: what a server sees of a cancelled request.
///
/// (SharedAPITestSupport's `LoopbackHTTPServer` does the same, but this test target does not depend on it.)
/// `@unchecked Sendable`: the counters and `connections` are only touched under `lock`.
final class HangingHTTPServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var requests: [String] = []
    private var closed = 0
    private var connections: Set<Int32> = []
    private var isStopped = false

    init() throws {
        (listener, port) = try Self.listen()
        Thread { [self] in acceptLoop() }.start()
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The request lines received so far, e.g. `GET /v1/image/…/comments HTTP/1.1`.
    var requestLines: [String] { lock.withLock { requests } }

    /// How many connections ended because the client closed them.
    var closedByClientCount: Int { lock.withLock { closed } }

    func stop() {
        lock.withLock {
            guard !isStopped else { return }
            isStopped = true
            _ = shutdown(listener, Int32(SHUT_RDWR))
            connections.forEach { _ = shutdown($0, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            guard lock.withLock({ isStopped ? false : connections.insert(fd).inserted }) else {
                close(fd)
                return
            }
            Thread { [self] in hang(fd) }.start()
        }
    }

    /// Records the request line once the head arrived, then reads until the client closes.
    private func hang(_ fd: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var recorded = false
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received += buffer[0..<count]
            if !recorded, let head = String(bytes: received, encoding: .utf8), head.contains("\r\n\r\n") {
                recorded = true
                lock.withLock { requests.append(head.components(separatedBy: "\r\n")[0]) }
            }
        }
        lock.withLock {
            if !isStopped { closed += 1 }
            connections.remove(fd)
            close(fd)
        }
    }

    private static func listen() throws -> (Int32, Int) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard fd >= 0, bound == 0, startListening(fd) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }
}

/// `listen(2)`, out of reach of the static `listen()` above.
private func startListening(_ fd: Int32) -> Int32 {
    listen(fd, 16)
}
