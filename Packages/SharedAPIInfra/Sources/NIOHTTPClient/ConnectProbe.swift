import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A refused server found with one plain connect, before any AsyncHTTPClient client exists: building one (its event
/// loops, its connection pool, the pool's key described for its logger) cost 14.6M instructions of an offline
/// `feed-cli feed`'s 51.5M, spent only to learn that nothing listens on the port.
///
/// Only an address written as digits is tried (a host name would need a resolver that blocks), and only directly
/// (a proxy connects for the client). The connect never waits on the network: it answers when the system knows at
/// once, as it does for a loopback address, and otherwise the request goes on as without the probe. The connection
/// a listening server accepts is closed unused.
enum ConnectProbe {
    /// How long the system may take to answer for a loopback address, in milliseconds: it answers within
    /// microseconds; the bound only matters for a server whose queue of connections to accept is full.
    static let loopbackWait: Int32 = 1000

    /// The `errno` a connection to `url`'s address failed with at once, or nil when it connected, is still
    /// connecting, or was not tried; `timeout` (seconds) caps the wait on a loopback address.
    static func failure(connectingTo url: URL, timeout: Double) -> Int32? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host,
            let address = SocketAddress(host: host, port: url.port ?? (scheme == "https" ? 443 : 80))
        else { return nil }
        return address.connectFailure(wait: address.isLoopback ? min(loopbackWait, milliseconds(timeout)) : 0)
    }

    private static func milliseconds(_ seconds: Double) -> Int32 {
        Int32(min(max(seconds, 0), 86_400) * 1000)
    }
}

/// An IPv4 or IPv6 address and a port, from an address written as digits.
private enum SocketAddress {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)

    init?(host: String, port: Int) {
        guard (0...65_535).contains(port) else { return nil }
        var v4 = sockaddr_in()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
            self = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard inet_pton(AF_INET6, bare, &v6.sin6_addr) == 1 else { return nil }
        v6.sin6_family = sa_family_t(AF_INET6)
        v6.sin6_port = in_port_t(UInt16(port).bigEndian)
        self = .v6(v6)
    }

    var isLoopback: Bool {
        switch self {
        case .v4(let address): UInt32(bigEndian: address.sin_addr.s_addr) >> 24 == 127
        case .v6(var address):
            withUnsafeBytes(of: &address.sin6_addr) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
            }
        }
    }

    /// Connects without blocking and waits up to `wait` milliseconds for the system's answer: its `errno` when the
    /// connection failed, nil when it was made, is still being made, or no socket could be had.
    func connectFailure(wait: Int32) -> Int32? {
        let descriptor = socket(family, streamSocket, 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0, fcntl(descriptor, F_SETFL, O_NONBLOCK) == 0 else {
            return nil
        }
        if start(on: descriptor) == 0 { return nil }
        guard errno == EINPROGRESS else { return errno }
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, wait) == 1 else { return nil }
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0, code != 0 else { return nil }
        return code
    }

    private var family: Int32 {
        switch self {
        case .v4: AF_INET
        case .v6: AF_INET6
        }
    }

    private func start(on descriptor: Int32) -> Int32 {
        switch self {
        case .v4(var address):
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .v6(var address):
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
    }
}

#if canImport(Darwin)
    private let streamSocket = SOCK_STREAM
#else
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#endif
