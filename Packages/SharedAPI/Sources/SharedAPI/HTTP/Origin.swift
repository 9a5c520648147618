import Foundation

/// Scheme, host and port of a URL: the scope of a credential.
public struct Origin: Hashable, Sendable {
    public let scheme: String
    public let host: String
    public let port: Int

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
