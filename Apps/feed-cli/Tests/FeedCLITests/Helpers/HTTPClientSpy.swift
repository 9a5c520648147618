#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation
import SharedAPI

/// Records every request and answers 200 with an empty body.
final class HTTPClientSpy: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        return (Data(), HTTPURLResponse(url: request.url, statusCode: 200, httpVersion: nil, headerFields: nil)!)
    }
}
