import AsyncHTTPClient
import Foundation
import Tracing

/// The AsyncHTTPClient clients of the process, one per proxy (nil: direct), made on first use and never shut
/// down, as `AsyncHTTPClient.HTTPClient.shared`. Each leaves redirects to `NIOHTTPClient` and fails at once when
/// a connection cannot be made, so the offline fallback is not kept waiting.
///
/// The direct client has a property of its own: the first insertion into a dictionary keyed by `Proxy?` cost 1.2M
/// instructions (the Swift runtime looking up its `Hashable` conformances), 1.5 % of an offline `feed-cli feed`.
///
/// `@unchecked Sendable`: `direct` and `byProxy` are only touched under `lock`.
final class Clients: @unchecked Sendable {
    static let shared = Clients()

    private let lock = NSLock()
    private var direct: AsyncHTTPClient.HTTPClient?
    private var byProxy: [ProxyEnvironment.Proxy: AsyncHTTPClient.HTTPClient] = [:]

    func client(proxy: ProxyEnvironment.Proxy?) -> AsyncHTTPClient.HTTPClient {
        lock.withLock {
            guard let proxy else {
                if let direct { return direct }
                let client = Self.makeClient(proxy: nil)
                direct = client
                return client
            }
            if let client = byProxy[proxy] { return client }
            let client = Self.makeClient(proxy: proxy)
            byProxy[proxy] = client
            return client
        }
    }

    private static func makeClient(proxy: ProxyEnvironment.Proxy?) -> AsyncHTTPClient.HTTPClient {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(redirectConfiguration: .disallow, proxy: proxy)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 16
        configuration.tracing.tracer = tracer(configuration.tracing.tracer)
        return AsyncHTTPClient.HTTPClient(
            eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// The tracer the process bootstrapped, or nil when it bootstrapped none. AsyncHTTPClient wraps every request
    /// in a span of the configured tracer, and with none bootstrapped that is `NoOpTracer`, whose span records
    /// nothing but still costs the Swift runtime's conformance lookups on a process's first request: nil makes it
    /// skip the span. (What that saves is measured in docs/PERFORMANCE.md, "Session 6".)
    static func tracer(_ configured: (any Tracer)?) -> (any Tracer)? {
        configured is NoOpTracer ? nil : configured
    }
}
