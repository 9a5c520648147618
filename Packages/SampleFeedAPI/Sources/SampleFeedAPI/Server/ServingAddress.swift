import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// Where the server serves: the configured host with the port it bound, never what a client claims.
package final class ServingAddress: Sendable {
    private static let wildcardHosts: Set<String> = ["", "0.0.0.0", "::", "[::]"]
    private let host: String
    private let port: NIOLockedValueBox<Int>

    init(host: String, port: Int) {
        self.host = host
        self.port = NIOLockedValueBox(port)
    }

    /// Records the port the listening socket was bound to (the configured one may be 0).
    func bound(port: Int) {
        self.port.withLockedValue { $0 = port }
    }

    /// The origin to build URLs on; for a wildcard host, the local address the connection arrived on.
    func origin(localAddress: SocketAddress?) -> URL {
        let port = port.withLockedValue { $0 }
        guard Self.wildcardHosts.contains(host), let local = localAddress?.ipAddress, !local.contains("%") else {
            return Self.url(host: host, port: port)
        }
        return Self.url(host: local, port: port)
    }

    /// `http://host:port`, with an IPv6 host in brackets.
    static func url(host: String, port: Int) -> URL {
        let authority = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return URL(string: "http://\(authority):\(port)") ?? URL(fileURLWithPath: "/")
    }
}
