import Foundation

/// A request as the feature packages describe it: method, absolute URL, headers and an optional body.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// Overrides the client's timeout for this request.
    public var timeout: Double?

    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: Double? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
