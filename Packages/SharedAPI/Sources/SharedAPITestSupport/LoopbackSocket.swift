import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket connected to 127.0.0.1: what `LoopbackHTTPClient` and `RawConnection` both open.
enum LoopbackSocket {
    /// Why no connection was made.
    struct Failure: Error {
        let reason: String
    }

    /// The descriptor of a new socket connected to 127.0.0.1:`port`; the caller closes it.
    static func connect(port: Int) throws(Failure) -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(reason: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(reason: "connection refused (127.0.0.1:\(port))")
        }
        return fd
    }
}
