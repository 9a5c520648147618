import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny real HTTP/1.1 server on 127.0.0.1, for integration tests: on a port the system chooses, or on a given one.
///
/// Each connection is served on its own thread by `handler`. `stop()` closes everything;
/// `deinit` stops too. `@unchecked Sendable`: mutable state is guarded by `lock`.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// Decides the answer to one request.
    public typealias Handler = @Sendable (RecordedRequest) -> LoopbackResponse

    /// The port the server listens on.
    public let port: Int
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var connections: Set<Int32> = []
    private var recorded: [RecordedRequest] = []
    private var closedConnections = 0
    private var streamedBytes = 0
    private var stopped = false
    private var listenerOpen = true

    /// Starts listening on 127.0.0.1, answering with `handler`: on `port`, or on a free port the system chooses when
    /// it is 0. The socket sets `SO_REUSEADDR`, so it may bind beside a socket that holds the port without listening.
    public init(port: Int = 0, handler: @escaping Handler) throws {
        self.handler = handler
        (listener, self.port) = try Self.listen(on: port)
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// The base URL of this server, `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// `baseURL` + path.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { lock.withLock { recorded } }

    /// How many connections that carried a request have ended (closed by either side). One closed before its first
    /// request is not counted: NIOHTTPClient's first request tries the address with a connection it closes unused.
    public var closedConnectionCount: Int { lock.withLock { closedConnections } }

    /// Body bytes of `.stream` and `.stall` responses that the sockets accepted so far: how much a client let in
    /// before it stopped reading.
    public var streamedByteCount: Int { lock.withLock { streamedBytes } }

    /// Stops listening and closes every connection.
    public func stop() {
        // Shut down (never close) under the lock: the owning threads close their fds under the
        // same lock after removing them, so no fd number here can belong to another server yet.
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            if listenerOpen { _ = shutdown(listener, Int32(SHUT_RDWR)) }
            for fd in connections { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    private static func listen(on port: Int) throws -> (Int32, Int) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc_listen(fd) == 0 else {
            close(fd)
            throw ServerError("bind/listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    private func acceptLoop() {
        defer {
            lock.withLock {
                listenerOpen = false
                close(listener)
            }
        }
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            let accepted = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                connections.insert(fd)
                return true
            }
            guard accepted else {
                close(fd)
                return
            }
            // `fd` is in `connections` now; only `serve` closes it.
            Thread { [self] in serve(fd) }.start()
        }
    }

    private func serve(_ fd: Int32) {
        let connection = LoopbackConnection(fd: fd)
        var carriedRequest = false
        while let request = connection.readRequest() {
            carriedRequest = true
            lock.withLock { recorded.append(request) }
            let keepOpen = connection.send(
                handler(request), isStopped: { [self] in lock.withLock { stopped } },
                streamed: { [self] count in lock.withLock { streamedBytes += count } })
            guard keepOpen else { break }
        }
        lock.withLock {
            connections.remove(fd)
            if carriedRequest { closedConnections += 1 }
            close(fd)
        }
    }
}

private func Glibc_listen(_ fd: Int32) -> Int32 {
    listen(fd, 128)
}

struct ServerError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
