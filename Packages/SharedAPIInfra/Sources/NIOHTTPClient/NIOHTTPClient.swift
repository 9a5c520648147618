import AsyncHTTPClient
import Foundation
import HTTPClientPolicy
import HTTPTypes
import NIOCore
import NIOHTTP1
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

    /// A client that gives up after `timeout` seconds in all, accepts bodies up to `maximumResponseSize` bytes,
    /// and goes through `proxies`.
    public init(
        timeout: Double = 10, maximumResponseSize: Int = NIOHTTPClient.defaultMaximumResponseSize,
        proxies: ProxyEnvironment = .none
    ) {
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        self.proxies = proxies
    }

    /// Sends `request` with `body`, following redirects; throws `HTTPClientError`.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        do {
            return try await Self.within(seconds: timeout) { [timeout, maximumResponseSize, proxies] in
                try await Self.follow(
                    (request, body), timeout: timeout, limit: maximumResponseSize, proxies: proxies)
            }
        } catch {
            throw Self.failure(error, timeout: timeout)
        }
    }

    private static func follow(
        _ request: (request: HTTPRequest, body: Data?), timeout: Double, limit: Int, proxies: ProxyEnvironment
    ) async throws -> (Data, HTTPResponse) {
        var current = request
        for _ in 0...maximumRedirects {
            guard let url = current.request.url else { throw SharedAPI.HTTPClientError.transport("not an http(s) URL") }
            // SwiftNIO traps on a port past 65535: no URL reaches it unchecked.
            guard URLPort.isValid(url) else { throw SharedAPI.HTTPClientError.transport("invalid port in \(url)") }
            do {
                let client = Clients.shared.client(proxy: proxies.proxy(for: url))
                let response = try await client.execute(
                    clientRequest(current.request, url: url, body: current.body),
                    timeout: .nanoseconds(nanoseconds(timeout)))
                let status = Int(response.status.code)
                let location = response.headers.first(name: "Location")
                if let next = HTTPRedirect.request(
                    following: current.request, body: current.body, status: status, location: location)
                {
                    current = next
                    continue
                }
                let data = try await body(of: response, limit: limit)
                return (data, httpResponse(response))
            } catch let error as SharedAPI.HTTPClientError {
                throw error
            } catch {
                throw FailedAt(error: error, url: url)
            }
        }
        throw SharedAPI.HTTPClientError.transport("more than \(maximumRedirects) redirects")
    }

    /// A failure of AsyncHTTPClient or SwiftNIO with the URL it happened with.
    private struct FailedAt: Error {
        let error: any Error
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

    private static func clientRequest(_ request: HTTPRequest, url: URL, body: Data?) -> HTTPClientRequest {
        var clientRequest = HTTPClientRequest(url: url.absoluteString)
        clientRequest.method = HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headerFields {
            clientRequest.headers.add(name: field.name.rawName, value: field.value)
        }
        if let body {
            clientRequest.body = .bytes(ByteBuffer(bytes: body))
        }
        return clientRequest
    }

    /// Header fields whose name is not a valid token are dropped.
    private static func httpResponse(_ response: HTTPClientResponse) -> HTTPResponse {
        var fields = HTTPFields()
        for (name, value) in response.headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        let status = HTTPResponse.Status(code: Int(response.status.code), reasonPhrase: response.status.reasonPhrase)
        return HTTPResponse(status: status, headerFields: fields)
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
    private static func failure(_ error: any Error, timeout: Double) -> any Error {
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
