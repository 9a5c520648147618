import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPClient` over AsyncHTTPClient (SwiftNIO): bodies are read with back-pressure, so a body past the size
/// limit costs no more than the limit whatever the server sends (URLSession on Linux reads on after `cancel()`);
/// an overall timeout and task cancellation end a request at any moment; redirects are followed here, with
/// `HTTPRedirect`, so credentials never leave their origin.
public struct NIOHTTPClient: SharedAPI.HTTPClient {
    public static let maximumRedirects = 5

    private let timeout: Double
    private let maximumResponseSize: Int
    private let proxies: ProxyEnvironment

    public init(
        timeout: Double = 10, maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize,
        proxies: ProxyEnvironment = .none
    ) {
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        self.proxies = proxies
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPURLResponse) {
        let timeout = request.timeout ?? self.timeout
        do {
            return try await Self.within(seconds: timeout) { [maximumResponseSize, proxies] in
                try await Self.follow(request, timeout: timeout, limit: maximumResponseSize, proxies: proxies)
            }
        } catch {
            throw Self.failure(error, timeout: timeout)
        }
    }

    private static func follow(_ request: HTTPRequest, timeout: Double, limit: Int, proxies: ProxyEnvironment)
        async throws -> (Data, HTTPURLResponse)
    {
        var current = request
        for _ in 0...maximumRedirects {
            do {
                let client = Clients.shared.client(proxy: proxies.proxy(for: current.url))
                let response = try await client.execute(
                    clientRequest(current), timeout: .nanoseconds(nanoseconds(timeout)))
                let status = Int(response.status.code)
                let location = response.headers.first(name: "Location")
                if let next = HTTPRedirect.request(following: current, status: status, location: location) {
                    current = next
                    continue
                }
                let data = try await body(of: response, limit: limit)
                guard let urlResponse = urlResponse(response, url: current.url) else {
                    throw SharedAPI.HTTPClientError.transport("unreadable HTTP response")
                }
                return (data, urlResponse)
            } catch let error as SharedAPI.HTTPClientError {
                throw error
            } catch {
                throw FailedAt(error: error, url: current.url)
            }
        }
        throw SharedAPI.HTTPClientError.transport("more than \(maximumRedirects) redirects")
    }

    /// A failure of AsyncHTTPClient or SwiftNIO with the URL it happened with.
    private struct FailedAt: Error {
        let error: Error
        let url: URL
    }

    /// The body, refused at the headers when its announced length is over `limit`, and as soon as the bytes
    /// read pass it otherwise: leaving the loop ends the stream and closes the connection.
    private static func body(of response: HTTPClientResponse, limit: Int) async throws -> Data {
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
            throw SharedAPI.HTTPClientError.responseTooLarge(limit: limit)
        }
        var data = Data()
        for try await buffer in response.body {
            guard data.count + buffer.readableBytes <= limit else {
                throw SharedAPI.HTTPClientError.responseTooLarge(limit: limit)
            }
            data.append(contentsOf: buffer.readableBytesView)
        }
        return data
    }

    private static func clientRequest(_ request: HTTPRequest) -> HTTPClientRequest {
        var clientRequest = HTTPClientRequest(url: request.url.absoluteString)
        clientRequest.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers {
            clientRequest.headers.replaceOrAdd(name: name, value: value)
        }
        if let body = request.body {
            clientRequest.body = .bytes(ByteBuffer(bytes: body))
        }
        return clientRequest
    }

    private static func urlResponse(_ response: HTTPClientResponse, url: URL) -> HTTPURLResponse? {
        let fields = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        return HTTPURLResponse(url: url, statusCode: Int(response.status.code), httpVersion: "HTTP/1.1", headerFields: fields)
    }

    /// Runs `operation` and fails with `.timedOut` when it takes longer than `seconds`; cancelling either ends both.
    private static func within<T: Sendable>(
        seconds: Double, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(nanoseconds(seconds)))
                throw SharedAPI.HTTPClientError.timedOut(seconds: seconds)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    private static func nanoseconds(_ seconds: Double) -> Int64 {
        Int64(min(max(seconds, 0), 86_400) * 1_000_000_000)
    }

    /// Cancellation as `CancellationError`, the client's own errors as they are, AsyncHTTPClient's and SwiftNIO's
    /// as one line people can read.
    private static func failure(_ error: Error, timeout: Double) -> Error {
        if Task.isCancelled { return CancellationError() }
        guard let failed = error as? FailedAt else { return error }
        switch failed.error {
        case is CancellationError: return CancellationError()
        case let error as AsyncHTTPClient.HTTPClientError where error == .cancelled: return CancellationError()
        case let error as AsyncHTTPClient.HTTPClientError
        where [.deadlineExceeded, .connectTimeout, .readTimeout].contains(error):
            return SharedAPI.HTTPClientError.timedOut(seconds: timeout)
        default: return SharedAPI.HTTPClientError.transport(TransportFailure.describe(failed.error, url: failed.url))
        }
    }
}
