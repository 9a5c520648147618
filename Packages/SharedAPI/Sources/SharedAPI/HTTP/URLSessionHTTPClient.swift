#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

/// `HTTPClient` over `URLSession`: cancellable, with an overall timeout and a bounded response size.
///
/// Credentials never follow a redirect to another origin or from https to http.
public final class URLSessionHTTPClient: HTTPClient {
    public static let defaultMaximumResponseSize = 16 * 1024 * 1024

    private let session: URLSession
    private let tasks: SessionTasks
    private let timeout: Double
    private let maximumResponseSize: Int

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

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPURLResponse) {
        let timeout = request.timeout ?? self.timeout
        let task = session.dataTask(with: Self.urlRequest(request, timeout: timeout))
        let result = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                tasks.start(task, limit: maximumResponseSize, timeout: timeout, continuation: continuation)
            }
        } onCancel: {
            tasks.cancel(task)
        }
        return result
    }

    private static func urlRequest(_ request: HTTPRequest, timeout: Double) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }
}
