import AsyncHTTPClient
import Foundation

/// The proxy a request goes through, read from the environment as curl (and so URLSession on Linux) reads it:
/// `http_proxy` (lower case only, as curl), `https_proxy` or `HTTPS_PROXY`, `all_proxy` or `ALL_PROXY` for both,
/// and `no_proxy` or `NO_PROXY` (`*`, host names that also cover their subdomains, addresses). Proxies are
/// `http://[user:password@]host[:port]` (port 1080 when missing, as curl) or `socks5://host[:port]`; loopback
/// hosts never go through one.
public struct ProxyEnvironment: Sendable {
    /// AsyncHTTPClient's proxy configuration.
    public typealias Proxy = AsyncHTTPClient.HTTPClient.Configuration.Proxy

    /// No proxy: every request connects directly.
    public static let none = ProxyEnvironment([:])

    private let http: Proxy?
    private let https: Proxy?
    private let exceptions: [String]

    /// The proxies that the variables in `environment` name (pass `ProcessInfo.processInfo.environment`).
    public init(_ environment: [String: String]) {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        let all = value("all_proxy", "ALL_PROXY").flatMap(Self.proxy)
        http = value("http_proxy").flatMap(Self.proxy) ?? all
        https = value("https_proxy", "HTTPS_PROXY").flatMap(Self.proxy) ?? all
        exceptions = (value("no_proxy", "NO_PROXY") ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
            .filter { !$0.isEmpty }
    }

    /// The proxy for `url`, nil to connect directly.
    public func proxy(for url: URL) -> Proxy? {
        guard let host = url.host?.lowercased(), !Self.isLoopback(host), !isException(host) else { return nil }
        switch url.scheme?.lowercased() {
        case "http": return http
        case "https": return https
        default: return nil
        }
    }

    private func isException(_ host: String) -> Bool {
        exceptions.contains { $0 == "*" || host == $0 || host.hasSuffix("." + $0) }
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host.hasSuffix(".localhost") || host.hasPrefix("127.") || host == "::1"
            || host == "[::1]"
    }

    private static func proxy(_ text: String) -> Proxy? {
        let withScheme = text.contains("://") ? text : "http://" + text
        guard let components = URLComponents(string: withScheme), let host = components.host, !host.isEmpty else {
            return nil
        }
        let port = components.port ?? 1080
        switch components.scheme?.lowercased() {
        case "http":
            let authorization = components.user.map {
                AsyncHTTPClient.HTTPClient.Authorization.basic(username: $0, password: components.password ?? "")
            }
            return .server(host: host, port: port, authorization: authorization)
        case "socks5", "socks5h":
            return .socksServer(host: host, port: port)
        default:
            return nil
        }
    }
}
