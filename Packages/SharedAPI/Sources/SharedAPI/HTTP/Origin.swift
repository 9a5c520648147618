import Foundation

/// Scheme, host and port of a URL: the scope of a credential.
public struct Origin: Hashable, Sendable {
    /// The scheme, lower-cased.
    public let scheme: String
    /// The host, lower-cased.
    public let host: String
    /// The port, or the scheme's default port (80, 443; -1 for another scheme).
    public let port: Int

    /// The origin of `url`, or nil when it has no scheme or host.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? Self.defaultPort(scheme)
    }

    private static func defaultPort(_ scheme: String) -> Int {
        switch scheme {
        case "https": 443
        case "http": 80
        default: -1
        }
    }
}
