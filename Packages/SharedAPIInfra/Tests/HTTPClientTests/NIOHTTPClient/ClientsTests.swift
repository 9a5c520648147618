import AsyncHTTPClient
import Foundation
import NIOCore
import SharedAPI
import SharedAPITestSupport
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

    @Test("an idle connection leaves the pool before a server that closes after 5 s idle closes it")
    func idleConnectionsLeaveBeforeTheServerClosesThem() {
        for proxy in [nil, ProxyEnvironment.Proxy.server(host: "127.0.0.1", port: 3128)] {
            let pool = Clients.configuration(proxy: proxy, trustRoots: .system).connectionPool
            #expect(pool.idleTimeout < .seconds(5))
            #expect(!pool.retryConnectionEstablishment)
        }
    }

    /// Laziness is behaviour: an offline command, its server stopped, learns so from one connect and never pays
    /// for a client (its event loops and connection pool), with the error the client gives.
    @Test("a refused loopback address fails as the client fails, before any client is made")
    func refusedAddressMakesNoClient() async throws {
        let refusing = try HeldPort()
        let port = refusing.port
        var sut = NIOHTTPClient()
        sut.clients = Clients()

        let error = await failure(of: try await sut.get(URL(string: "http://127.0.0.1:\(port)/feed")!))

        #expect(
            error as? SharedAPI.HTTPClientError
                == .transport(FailureReason(.system(.connectionRefused), address: "127.0.0.1:\(port)")))
        #expect(!sut.clients.contains(proxy: nil))
    }

    @Test("a listening address gets its answer through the client, once made")
    func listeningAddressGoesThroughTheClient() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data("hello".utf8)) }
        defer { server.stop() }
        var sut = NIOHTTPClient()
        sut.clients = Clients()

        let (data, _) = try await sut.get(server.url("/feed"))

        #expect(String(decoding: data, as: UTF8.self) == "hello")
        #expect(sut.clients.contains(proxy: nil))
        try await sut.clients.client(proxy: nil).shutdown()
    }

    @Test("only one request tries its address first, and none once the client is made")
    func oneProbeBeforeTheClient() async throws {
        let clients = Clients()

        #expect(clients.claimsProbe())
        #expect(!clients.claimsProbe())
        let other = Clients()
        let client = other.client(proxy: nil)
        #expect(!other.claimsProbe())
        try await client.shutdown()
    }
}
