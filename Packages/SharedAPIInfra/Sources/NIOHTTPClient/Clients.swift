import AsyncHTTPClient
import Foundation
import NIOCore
import Tracing

/// The AsyncHTTPClient clients of the process, one per proxy (nil: direct) and trust roots, made on first use and
/// never shut down, as `AsyncHTTPClient.HTTPClient.shared`. Each leaves redirects to `NIOHTTPClient` and fails at
/// once when a connection cannot be made, so the offline fallback is not kept waiting.
///
/// The direct client of the system's trust store has a property of its own: the first insertion into a dictionary
/// keyed by `Proxy?` cost 1.2M instructions (the Swift runtime looking up its `Hashable` conformances), 1.5 % of an
/// offline `feed-cli feed`.
///
/// `@unchecked Sendable`: `direct` and `byKey` are only touched under `lock`.
final class Clients: @unchecked Sendable {
    static let shared = Clients()

    private struct Key: Hashable {
        let proxy: ProxyEnvironment.Proxy?
        let trustRoots: TrustRoots
    }

    private let lock = NSLock()
    private var direct: AsyncHTTPClient.HTTPClient?
    private var byKey: [Key: AsyncHTTPClient.HTTPClient] = [:]
    private var probed = false

    func client(proxy: ProxyEnvironment.Proxy?, trustRoots: TrustRoots = .system) -> AsyncHTTPClient.HTTPClient {
        lock.withLock {
            guard proxy != nil || !trustRoots.isSystem else {
                if let direct { return direct }
                let client = Self.makeClient(proxy: nil, trustRoots: .system)
                direct = client
                return client
            }
            let key = Key(proxy: proxy, trustRoots: trustRoots)
            if let client = byKey[key] { return client }
            let client = Self.makeClient(proxy: proxy, trustRoots: trustRoots)
            byKey[key] = client
            return client
        }
    }

    /// True once per process (per `Clients`), for a direct request before its client is made: the one request
    /// that may try its address with `ConnectProbe` first. Once, so that concurrent first requests to a listening
    /// server open one connection that is closed unused, not one each.
    func claimsProbe(trustRoots: TrustRoots = .system) -> Bool {
        lock.withLock {
            let made = trustRoots.isSystem ? direct != nil : byKey[Key(proxy: nil, trustRoots: trustRoots)] != nil
            guard !made, !probed else { return false }
            probed = true
            return true
        }
    }

    /// Whether the client for `proxy` and `trustRoots` was made.
    func contains(proxy: ProxyEnvironment.Proxy?, trustRoots: TrustRoots = .system) -> Bool {
        lock.withLock {
            guard proxy != nil || !trustRoots.isSystem else { return direct != nil }
            return byKey[Key(proxy: proxy, trustRoots: trustRoots)] != nil
        }
    }

    private static func makeClient(proxy: ProxyEnvironment.Proxy?, trustRoots: TrustRoots)
        -> AsyncHTTPClient.HTTPClient
    {
        AsyncHTTPClient.HTTPClient(
            eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup,
            configuration: configuration(proxy: proxy, trustRoots: trustRoots))
    }

    /// How long an idle connection stays in the pool: shorter than the 5 s after which common servers close one
    /// (Node.js's `keepAliveTimeout`, the sample API's `idleTimeout`). With AsyncHTTPClient's 60 s, a request sent
    /// on a connection as the server closed it failed as "connection reset by the server": seen under load, where
    /// the gap between two requests of one run passed 5 s.
    static let idleTimeout: TimeAmount = .seconds(4)

    static func configuration(proxy: ProxyEnvironment.Proxy?, trustRoots: TrustRoots)
        -> AsyncHTTPClient.HTTPClient.Configuration
    {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(
            tlsConfiguration: trustRoots.tlsConfiguration, redirectConfiguration: .disallow, proxy: proxy)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 16
        configuration.connectionPool.idleTimeout = idleTimeout
        configuration.tracing.tracer = tracer(configuration.tracing.tracer)
        return configuration
    }

    /// The tracer the process bootstrapped, or nil when it bootstrapped none. AsyncHTTPClient wraps every request
    /// in a span of the configured tracer, and with none bootstrapped that is `NoOpTracer`, whose span records
    /// nothing but still costs the Swift runtime's conformance lookups on a process's first request: nil makes it
    /// skip the span. (What that saves is measured in docs/PERFORMANCE.md, "Start-up".)
    static func tracer(_ configured: (any Tracer)?) -> (any Tracer)? {
        configured is NoOpTracer ? nil : configured
    }
}
