import AsyncHTTPClient
import Foundation
import NIOHTTPClient
import SharedAPITestSupport
import Testing

/// Proxies from the environment as curl reads them, so moving off URLSession (libcurl) loses none.
@Suite("ProxyEnvironment")
struct ProxyEnvironmentTests {
    private let feed = URL(string: "http://api.example.com/feed")!
    private let secureFeed = URL(string: "https://api.example.com/feed")!

    @Test("connects directly without proxy variables")
    func connectsDirectlyWithoutProxyVariables() {
        #expect(ProxyEnvironment([:]).proxy(for: feed) == nil)
        #expect(ProxyEnvironment.none.proxy(for: secureFeed) == nil)
    }

    @Test("picks the proxy of the URL's scheme, and all_proxy for the rest")
    func picksTheProxyOfTheScheme_withAllProxyForTheRest() {
        let environment = ProxyEnvironment([
            "http_proxy": "http://plain.proxy:3128", "HTTPS_PROXY": "secure.proxy:8443", "ALL_PROXY": "socks5://s:9",
        ])

        #expect(environment.proxy(for: feed) == .server(host: "plain.proxy", port: 3128))
        #expect(environment.proxy(for: secureFeed) == .server(host: "secure.proxy", port: 8443))
        #expect(ProxyEnvironment(["all_proxy": "socks5://s:9"]).proxy(for: feed) == .socksServer(host: "s", port: 9))
    }

    @Test("ignores upper-case HTTP_PROXY, as curl does")
    func ignoresUpperCaseHTTPProxyAsCurlDoes() {
        #expect(ProxyEnvironment(["HTTP_PROXY": "http://p:1"]).proxy(for: feed) == nil)
    }

    @Test("takes port 1080 by default and basic credentials from the proxy URL")
    func usesPort1080AndBasicCredentialsFromTheProxyURL() {
        let proxy = ProxyEnvironment(["http_proxy": "http://ana:s%20cret@p"]).proxy(for: feed)

        #expect(proxy == .server(host: "p", port: 1080, authorization: .basic(username: "ana", password: "s cret")))
    }

    @Test("connects directly to no_proxy hosts, their subdomains and loopback")
    func leavesNoProxyHostsTheirSubdomainsAndLoopbackDirect() {
        let environment = ProxyEnvironment(["http_proxy": "http://p:1", "no_proxy": "internal.example, .corp.example"])

        for host in [
            "internal.example", "api.internal.example", "corp.example", "a.corp.example", "localhost", "127.0.0.1",
        ] {
            #expect(environment.proxy(for: URL(string: "http://\(host)/x")!) == nil, "\(host)")
        }
        #expect(environment.proxy(for: URL(string: "http://notinternal.example/x")!) != nil)
        #expect(ProxyEnvironment(["http_proxy": "http://p:1", "NO_PROXY": "*"]).proxy(for: feed) == nil)
    }

    @Test("ignores a proxy it cannot use")
    func ignoresAProxyItCannotUse() {
        #expect(ProxyEnvironment(["http_proxy": "ftp://p:1"]).proxy(for: feed) == nil)
        #expect(ProxyEnvironment(["http_proxy": "http://"]).proxy(for: feed) == nil)
    }

    @Test("sends the request through the proxy with its credentials")
    func sendsTheRequestThroughTheProxyWithItsCredentials() async throws {
        let proxy = try LoopbackHTTPServer { request in
            request.method == "CONNECT" ? .tunnelEstablished : .ok(Data("via proxy".utf8))
        }
        defer { proxy.stop() }
        let proxies = ProxyEnvironment(["http_proxy": "http://ana:pw@127.0.0.1:\(proxy.port)"])

        let (data, _) = try await NIOHTTPClient(proxies: proxies).get(feed)

        #expect(data == Data("via proxy".utf8))
        let requests = proxy.requests.map { "\($0.method) \($0.target)" }
        #expect(requests == ["CONNECT api.example.com:80", "GET /feed"])
        #expect(proxy.requests.first?.headers["proxy-authorization"] == "Basic YW5hOnB3")
        #expect(proxy.requests.last?.headers["host"] == "api.example.com")
    }
}
