import Foundation
import HTTPTypes

/// Sends one HTTP request and returns the whole body with the response.
///
/// The request carries an absolute URL (`HTTPRequest(method:url:headerFields:)`); clients take their timeout and
/// response size limit in `init`.
public protocol HTTPClient: Sendable {
    /// Sends `request` with `body` and returns the whole response body and the response; throws `HTTPClientError`.
    func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse)
}

extension HTTPClient {
    /// `request` without a body.
    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        try await send(request, body: nil)
    }

    /// `GET url` with the given headers.
    public func get(_ url: URL, headers: HTTPFields = [:]) async throws -> (Data, HTTPResponse) {
        try await send(HTTPRequest(method: .get, url: url, headerFields: headers))
    }

    /// `POST url` with the given headers and body.
    public func post(_ url: URL, headers: HTTPFields = [:], body: Data) async throws -> (Data, HTTPResponse) {
        try await send(HTTPRequest(method: .post, url: url, headerFields: headers), body: body)
    }
}
