import NIOHTTPClient
import SharedAPI
import URLSessionHTTPClient

/// The clients the contract runs against, each test once per client; each makes its client for `HTTPClientSpecs`.
enum ClientUnderTest: String, CaseIterable, Sendable, CustomStringConvertible, HTTPClientSpecs {
    case nio = "NIOHTTPClient"
    case urlSession = "URLSessionHTTPClient"

    var description: String { rawValue }

    func makeSUT(timeout: Double, maximumResponseSize: Int) -> any HTTPClient {
        switch self {
        case .nio: NIOHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
        case .urlSession: URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
        }
    }
}
