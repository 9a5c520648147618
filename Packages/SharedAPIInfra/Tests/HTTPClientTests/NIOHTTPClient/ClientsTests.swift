import AsyncHTTPClient
import Testing

@testable import NIOHTTPClient

/// One AsyncHTTPClient client per proxy for the whole process, the direct one included: made once, then reused.
@Suite("NIOHTTPClient's clients per proxy")
struct ClientsTests {
    @Test("the direct client and each proxy's client are made once, and differ")
    func oneClientPerProxy() async throws {
        let clients = Clients()
        let proxy = ProxyEnvironment.Proxy.server(host: "127.0.0.1", port: 3128)
        let other = ProxyEnvironment.Proxy.server(host: "127.0.0.1", port: 3129)

        let direct = clients.client(proxy: nil)
        let proxied = clients.client(proxy: proxy)

        #expect(clients.client(proxy: nil) === direct)
        #expect(clients.client(proxy: proxy) === proxied)
        #expect(proxied !== direct)
        #expect(clients.client(proxy: other) !== proxied)
        // AsyncHTTPClient traps when a client that was not shut down is freed (in debug builds).
        for client in [direct, proxied, clients.client(proxy: other)] { try await client.shutdown() }
    }
}
