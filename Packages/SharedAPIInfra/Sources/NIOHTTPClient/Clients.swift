import AsyncHTTPClient
import Foundation

/// The AsyncHTTPClient clients of the process, one per proxy (nil: direct), made on first use and never shut
/// down, as `AsyncHTTPClient.HTTPClient.shared`. Each leaves redirects to `NIOHTTPClient` and fails at once when
/// a connection cannot be made, so the offline fallback is not kept waiting.
///
/// `@unchecked Sendable`: `byProxy` is only touched under `lock`.
final class Clients: @unchecked Sendable {
    static let shared = Clients()

    private let lock = NSLock()
    private var byProxy: [ProxyEnvironment.Proxy?: AsyncHTTPClient.HTTPClient] = [:]

    func client(proxy: ProxyEnvironment.Proxy?) -> AsyncHTTPClient.HTTPClient {
        lock.withLock {
            if let client = byProxy[proxy] { return client }
            var configuration = AsyncHTTPClient.HTTPClient.Configuration(redirectConfiguration: .disallow, proxy: proxy)
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 16
            let client = AsyncHTTPClient.HTTPClient(
                eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup, configuration: configuration)
            byProxy[proxy] = client
            return client
        }
    }
}
