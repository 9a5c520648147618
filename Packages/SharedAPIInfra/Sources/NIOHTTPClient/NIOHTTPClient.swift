import AsyncHTTPClient
import Foundation
import HTTPClientPolicy
import HTTPTypes
import Logging
import NIOCore
import SharedAPI

/// `HTTPClient` over AsyncHTTPClient (SwiftNIO): bodies are read with back-pressure, so a body past the size
/// limit costs no more than the limit whatever the server sends (URLSession on Linux reads on after `cancel()`);
/// an overall timeout and task cancellation end a request at any moment; redirects are followed here, with
/// `HTTPRedirect`, so credentials never leave their origin.
public struct NIOHTTPClient: SharedAPI.HTTPClient {
    /// The most redirects one request follows.
    public static let maximumRedirects = 5
    /// The response body size accepted unless told otherwise: 16 MiB.
    public static let defaultMaximumResponseSize = ResponseSizeLimit.standard

    private let timeout: Double
    private let maximumResponseSize: Int
    private let proxies: ProxyEnvironment
    private let trustRoots: TrustRoots
    private let logger: Logger?
    private let causeWords: @Sendable (any Error) -> String
    /// The AsyncHTTPClient clients requests go on: the process's, or a test's own.
    var clients = Clients.shared

    /// A client that gives up after `timeout` seconds in all, accepts bodies up to `maximumResponseSize` bytes,
    /// goes through `proxies`, trusts the servers whose certificates chain to `trustRoots`, and logs one `.info`
    /// line per exchange (each redirect its own, failures too) to `logger`, never a header value; a failure's
    /// cause in `causeWords` (a presentation layer's words; by default the reason's line for logs).
    public init(
        timeout: Double = 10, maximumResponseSize: Int = NIOHTTPClient.defaultMaximumResponseSize,
        proxies: ProxyEnvironment = .none, trustRoots: TrustRoots = .system, logger: Logger? = nil,
        causeWords: @escaping @Sendable (any Error) -> String = { FailureReason(describing: $0).description }
    ) {
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        self.proxies = proxies
        self.trustRoots = trustRoots
        self.logger = logger
        self.causeWords = causeWords
    }

    /// Sends `request` with `body`, following redirects; throws `HTTPClientError`.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        let log = logger.map { RequestLog(logger: $0, causeWords: causeWords) }
        do {
            return try await Self.within(seconds: timeout) { [self] in try await follow((request, body), log: log) }
        } catch {
            let failure = Self.failure(error, timeout: timeout)
            log?.failed(failure)
            throw failure
        }
    }

    private func follow(_ request: (request: HTTPRequest, body: Data?), log: RequestLog?) async throws
        -> (Data, HTTPResponse)
    {
        var current = request
        for _ in 0...Self.maximumRedirects {
            log?.started(current.request.method, current.request.url)
            let url = try Self.checked(current.request.url)
            do {
                if let answer = try await exchange(&current, url: url, log: log) { return answer }
            } catch let error as SharedAPI.HTTPClientError {
                throw error
            } catch {
                throw FailedAt(error: error, url: url)
            }
        }
        throw SharedAPI.HTTPClientError.transport(FailureReason(.tooManyRedirects(limit: Self.maximumRedirects)))
    }

    /// Sends `current` once: the answer, or nil with `current` turned into the request that follows a redirect.
    private func exchange(_ current: inout (request: HTTPRequest, body: Data?), url: URL, log: RequestLog?)
        async throws -> (Data, HTTPResponse)?
    {
        let response = try await execute(current, url: url)
        let status = Int(response.status.code)
        let location = response.headers.first(name: "Location")
        if let next = HTTPRedirect.request(
            following: current.request, body: current.body, status: status, location: location)
        {
            log?.redirected(status: status, to: next.request.url)
            current = next
            return nil
        }
        let data = try await Self.body(of: response, limit: maximumResponseSize)
        log?.answered(status: status, bytes: data.count)
        return (data, Self.httpResponse(response))
    }

    /// A plain http request goes on the client of the system's store and reads no certificate; an https one reads
    /// the trust roots (once per process) and fails here, before any connection, when they could not be read.
    /// The process's first direct request tries its address with `ConnectProbe` before the client is built, and
    /// fails a refused one as the client would, without building it.
    private func execute(_ request: (request: HTTPRequest, body: Data?), url: URL) async throws
        -> HTTPClientResponse
    {
        var roots = TrustRoots.system
        if url.scheme?.lowercased() == "https" {
            if let failure = trustRoots.failure {
                throw SharedAPI.HTTPClientError.transport(failure.failureReason)
            }
            roots = trustRoots
        }
        let proxy = proxies.proxy(for: url)
        if proxy == nil, clients.claimsProbe(trustRoots: roots),
            let code = ConnectProbe.failure(connectingTo: url, timeout: timeout)
        {
            throw IOError(errnoCode: code, reason: "connect")
        }
        let client = clients.client(proxy: proxy, trustRoots: roots)
        return try await client.execute(
            Self.clientRequest(request.request, url: url, body: request.body),
            timeout: .nanoseconds(Self.nanoseconds(timeout)))
    }

    /// SwiftNIO traps on a port past 65535: no URL reaches it unchecked.
    private static func checked(_ url: URL?) throws -> URL {
        guard let url else { throw SharedAPI.HTTPClientError.transport(FailureReason(.notHTTPURL)) }
        guard URLPort.isValid(url) else {
            throw SharedAPI.HTTPClientError.transport(FailureReason(.invalidPort(url: "\(url)")))
        }
        return url
    }

    /// A failure of AsyncHTTPClient or SwiftNIO with the URL it happened with.
    struct FailedAt: Error {
        let error: any Error
        let url: URL
    }
}
