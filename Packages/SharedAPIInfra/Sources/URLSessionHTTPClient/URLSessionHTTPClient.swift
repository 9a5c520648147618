import Foundation
import HTTPClientPolicy
import HTTPTypes
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPClient` over `URLSession`: cancellable, with an overall timeout and a bounded response size.
///
/// Credentials never follow a redirect to another origin or from https to http.
public final class URLSessionHTTPClient: HTTPClient {
    /// The response body size accepted unless told otherwise: 16 MiB.
    public static let defaultMaximumResponseSize = ResponseSizeLimit.standard

    private let session: URLSession
    private let tasks: SessionTasks
    private let timeout: Double
    private let maximumResponseSize: Int

    /// A client that gives up after `timeout` seconds in all and accepts bodies up to `maximumResponseSize` bytes,
    /// on a session made from `configuration` without cookies or cache.
    public init(
        timeout: Double = 10,
        maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize,
        configuration: URLSessionConfiguration = .ephemeral
    ) {
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 16
        self.tasks = SessionTasks()
        self.session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil)
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` with `body`; throws `HTTPClientError`.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        guard let url = request.url else { throw HTTPClientError.transport(FailureReason(.notHTTPURL)) }
        guard URLPort.isValid(url) else { throw HTTPClientError.transport(FailureReason(.invalidPort(url: "\(url)"))) }
        let task = session.dataTask(with: Self.urlRequest(request, url: url, body: body, timeout: timeout))
        let (data, response) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                tasks.start(task, limit: maximumResponseSize, timeout: timeout, continuation: continuation)
            }
        } onCancel: {
            tasks.cancel(task)
        }
        return (data, Self.response(response))
    }

    private static func urlRequest(_ request: HTTPRequest, url: URL, body: Data?, timeout: Double) -> URLRequest {
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = body
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        return urlRequest
    }

    private static func response(_ response: HTTPURLResponse) -> HTTPResponse {
        var fields = HTTPFields()
        for case let (name as String, value as String) in response.allHeaderFields {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        return HTTPResponse(status: .init(code: response.statusCode), headerFields: fields)
    }
}
