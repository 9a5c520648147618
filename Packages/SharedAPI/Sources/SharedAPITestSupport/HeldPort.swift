import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback port a test holds for as long as this value lives: a socket bound to 127.0.0.1 that never listens.
/// With no server of the test on it, the port refuses every connection at once; and the system gives it to nobody
/// else, so no other test's server can be there instead.
///
/// A test that takes its API down starts the server on a held port (``LoopbackHTTPServer/init(port:handler:)``, or
/// any server that sets `SO_REUSEADDR`, as this socket does, so that it may bind beside it) and stops the server: the
/// port refuses from then on, under the same base URL. A stopped server's own port is free, and the next server any
/// test in parallel starts may be given it: a client sent there would meet that server (a silent one makes it wait
/// out its timeout) instead of a refusal.
///
/// ```swift
/// let held = try HeldPort()
/// let server = try LoopbackHTTPServer(port: held.port) { _ in .json(#"{"items":[]}"#) }
/// server.stop()
/// // held.baseURL refuses connections until `held` is gone.
/// ```
public final class HeldPort: Sendable {
    /// Why no port could be held.
    public struct Failure: Error {
        /// The call that failed: `socket` or `bind`.
        public let operation: String
        /// Its `errno`.
        public let code: Int32
    }

    /// The port held.
    public let port: Int
    private let descriptor: Int32

    /// Holds a free loopback port the system chooses.
    public init() throws {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(operation: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw Failure(operation: "bind", code: code)
        }
        descriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}
