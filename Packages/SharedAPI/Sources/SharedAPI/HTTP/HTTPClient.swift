#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

/// Sends one HTTP request and returns the whole body with the response.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> (Data, HTTPURLResponse)
}

extension HTTPClient {
    /// `GET url` with the given headers.
    public func get(_ url: URL, headers: [String: String] = [:]) async throws -> (Data, HTTPURLResponse) {
        try await send(HTTPRequest(method: "GET", url: url, headers: headers))
    }

    /// `POST url` with the given headers and body.
    public func post(_ url: URL, headers: [String: String] = [:], body: Data) async throws -> (Data, HTTPURLResponse) {
        try await send(HTTPRequest(method: "POST", url: url, headers: headers, body: body))
    }
}
