import Foundation
import HTTPTypes
import SharedAPI

/// Records every request and answers 200 with an empty body.
/// `@unchecked Sendable`: `lock` guards `recorded`, the only mutable state.
final class HTTPClientSpy: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        lock.withLock { recorded.append(request) }
        return (Data(), HTTPResponse(status: .ok))
    }
}
